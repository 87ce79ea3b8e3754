import { describe, expect, it } from 'vitest';
import { productMessage, requestMessage, whatsappUrl } from './whatsapp';

describe('whatsappUrl', () => {
  it('opens a chat with the company number and the message, encoded', () => {
    const url = new URL(whatsappUrl('Olá! Pedido PED-2026-000101 & cia?'));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toMatch(/^\/55\d{10,11}$/);
    expect(url.searchParams.get('text')).toBe('Olá! Pedido PED-2026-000101 & cia?');
    expect(url.search).not.toContain(' ');
  });
});

describe('messages', () => {
  it('name the product and its page', () => {
    expect(productMessage('Notebook Aurora NB-0001', 'https://loja.example/produtos/1')).toBe(
      'Olá! Tenho uma dúvida sobre o produto Notebook Aurora NB-0001 (https://loja.example/produtos/1).',
    );
  });

  it('name the pedido', () => {
    expect(requestMessage('PED-2026-000101')).toBe(
      'Olá! Preciso de ajuda com o pedido PED-2026-000101.',
    );
  });
});
