import { describe, expect, it } from 'vitest';
import { REQUEST_MOVES, TICKET_STATUS_LABELS, filterStatus, requestMovesFor } from './desk';

describe('filterStatus', () => {
  it('keeps a status the list knows', () => {
    expect(filterStatus(REQUEST_MOVES, 'SHIPPED')).toBe('SHIPPED');
    expect(filterStatus(TICKET_STATUS_LABELS, 'IN_PROGRESS')).toBe('IN_PROGRESS');
  });

  it('lists every status for anything else in the address', () => {
    for (const value of [null, '', 'shipped', 'ENVIADO', 'toString', '__proto__']) {
      expect(filterStatus(REQUEST_MOVES, value)).toBe('');
    }
  });
});

describe('requestMovesFor', () => {
  const labels = (moves: readonly { label: string }[]) => moves.map((move) => move.label);

  it('offers Marcar como pago on a pending pedido to admins only', () => {
    expect(labels(requestMovesFor('PENDING', 'ADMIN'))).toEqual([
      'Marcar como pago',
      'Cancelar pedido',
    ]);
    expect(labels(requestMovesFor('PENDING', 'SUPPORT'))).toEqual(['Cancelar pedido']);
  });

  it('offers support the same moves as admins once a pedido is paid', () => {
    expect(requestMovesFor('PAID', 'SUPPORT')).toEqual(requestMovesFor('PAID', 'ADMIN'));
  });
});
