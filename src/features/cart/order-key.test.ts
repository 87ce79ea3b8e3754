import { describe, expect, it } from 'vitest';
import { orderKeyMemory } from './order-key.ts';

describe('orderKeyMemory', () => {
  it('keeps the key while the content stays the same, and makes a new one when it changes', () => {
    let n = 0;
    const memory = orderKeyMemory(() => `chave-${++n}`);
    const order = { lines: [{ productId: '1', quantity: 1 }], payment: 'PIX' };
    expect(memory.keyFor(order)).toBe('chave-1');
    expect(memory.keyFor({ ...order })).toBe('chave-1');
    expect(memory.keyFor({ ...order, payment: 'BOLETO' })).toBe('chave-2');
  });

  it('makes a new key for the same content once renewed (after a declined card)', () => {
    let n = 0;
    const memory = orderKeyMemory(() => `chave-${++n}`);
    const order = { payment: 'CREDIT_CARD', card: { savedCardId: '1', installments: 3 } };
    expect(memory.keyFor(order)).toBe('chave-1');
    memory.renew();
    expect(memory.keyFor(order)).toBe('chave-2');
    expect(memory.keyFor(order)).toBe('chave-2');
  });

  it('makes UUIDs the API accepts by default', () => {
    expect(orderKeyMemory().keyFor({})).toMatch(/^[0-9a-f-]{36}$/);
  });
});
