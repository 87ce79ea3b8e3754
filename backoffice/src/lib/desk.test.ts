import { describe, expect, it } from 'vitest';
import {
  REQUEST_MOVES,
  TICKET_STATUS_LABELS,
  deadlineFromParam,
  deadlineParam,
  dueTodayText,
  emptyQueueText,
  filterStatus,
  lateText,
  queuePathFor,
  requestMovesFor,
} from './desk';

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

describe("the queue's deadline filter", () => {
  it('reads back from the address what it writes there', () => {
    for (const deadline of ['LATE', 'DUE_TODAY'] as const) {
      expect(deadlineFromParam(deadlineParam(deadline))).toBe(deadline);
      const link = new URL(queuePathFor(deadline), 'https://backoffice.test');
      expect(link.pathname).toBe('/atendimento');
      expect(deadlineFromParam(link.searchParams.get('prazo'))).toBe(deadline);
    }
  });

  it('lists every ticket for anything else in the address', () => {
    for (const value of [null, '', 'LATE', 'Atrasados', 'toString', '__proto__']) {
      expect(deadlineFromParam(value)).toBe('');
    }
  });

  it('says which tickets there are none of', () => {
    expect(emptyQueueText('LATE', false)).toBe('Nenhum ticket atrasado.');
    expect(emptyQueueText('DUE_TODAY', false)).toBe('Nenhum ticket vence hoje.');
    expect(emptyQueueText('', false)).toBe('Nenhum ticket.');
    expect(emptyQueueText('LATE', true)).toBe('Nenhum ticket atrasado com estes filtros.');
  });

  it('counts the due and the late tickets in pt-BR', () => {
    expect([0, 1, 2, 1500].map(dueTodayText)).toEqual([
      'Nenhum ticket vence hoje.',
      '1 ticket vence hoje',
      '2 tickets vencem hoje',
      '1.500 tickets vencem hoje',
    ]);
    expect([0, 1, 3].map(lateText)).toEqual([
      'Nenhum ticket atrasado.',
      '1 ticket atrasado',
      '3 tickets atrasados',
    ]);
  });
});
