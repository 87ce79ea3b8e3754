// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { REQUEST_MOVES, TICKET_STATUS_LABELS, idFromAddress } from './desk';
import type { RequestStatus } from './desk';

const movesOf = (status: RequestStatus) => REQUEST_MOVES[status].map((move) => move.label);

describe("a pedido's moves", () => {
  it('offer payment by hand only while it waits for payment', () => {
    const paying = (Object.keys(REQUEST_MOVES) as RequestStatus[]).filter((status) =>
      movesOf(status).includes('Marcar como pago'),
    );
    expect(paying).toEqual(['PENDING']);
    expect(REQUEST_MOVES.PENDING.find((move) => move.label === 'Marcar como pago')?.to).toBe(
      'PAID',
    );
  });

  it('offer the cancellation until it ships, and nothing after it is delivered or cancelled', () => {
    for (const status of ['PENDING', 'PAID', 'PREPARING'] as const) {
      expect(movesOf(status)).toContain('Cancelar pedido');
    }
    expect(movesOf('SHIPPED')).toEqual(['Marcar como entregue']);
    expect(movesOf('DELIVERED')).toEqual([]);
    expect(movesOf('CANCELLED')).toEqual([]);
  });

  it('ship a paid or preparing pedido', () => {
    expect(REQUEST_MOVES.PAID).toContainEqual({ label: 'Enviar', to: 'SHIPPED' });
    expect(REQUEST_MOVES.PREPARING).toContainEqual({ label: 'Enviar', to: 'SHIPPED' });
  });
});

describe("a ticket's status", () => {
  it('is named in pt-BR, a ticket waiting for the customer as such', () => {
    expect(TICKET_STATUS_LABELS).toEqual({
      OPEN: 'Aberto',
      IN_PROGRESS: 'Aguardando cliente',
      SOLVED: 'Resolvido',
      CLOSED: 'Fechado',
    });
  });
});

describe('idFromAddress', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it("reads the page's ?id=", () => {
    history.replaceState(null, '', '/pedidos/pedido?id=42&aba=itens');
    expect(idFromAddress()).toBe('42');
  });

  it('is empty when the address names none', () => {
    history.replaceState(null, '', '/pedidos/pedido');
    expect(idFromAddress()).toBe('');
  });
});
