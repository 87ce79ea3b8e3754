import { describe, expect, it } from 'vitest';
import {
  chargedCardLabel,
  chosenOptionsText,
  deliveryLines,
  itemCountLabel,
  paymentMethodLabel,
  paymentPollDelay,
  paymentSummary,
  newTicketAboutRequestHref,
  requestStatusBadge,
  requestStatusLabel,
  statusChangeAnnouncement,
} from './request-view.ts';

describe('request status', () => {
  it('reads in pt-BR with a badge of its tone', () => {
    expect(
      (['PENDING', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const).map(
        (status) => [requestStatusLabel(status), requestStatusBadge(status)],
      ),
    ).toEqual([
      ['Aguardando pagamento', 'badge badge--warning'],
      ['Pago', 'badge badge--info'],
      ['Em separação', 'badge badge--info'],
      ['Enviado', 'badge badge--info'],
      ['Entregue', 'badge badge--success'],
      ['Cancelado', 'badge badge--danger'],
    ]);
  });
});

describe('chosenOptionsText', () => {
  it('lists each option with its value', () => {
    expect(
      chosenOptionsText([
        { name: 'Cor', value: 'Preto' },
        { name: 'Tamanho', value: '14"' },
      ]),
    ).toBe('Cor: Preto · Tamanho: 14"');
  });

  it('is empty without options', () => {
    expect(chosenOptionsText([])).toBe('');
  });
});

describe('itemCountLabel', () => {
  it('uses the plural except for one item', () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(3)).toBe('3 itens');
  });
});

describe('newTicketAboutRequestHref', () => {
  it('opens the new-ticket form of the tickets tab with the request preselected', () => {
    expect(newTicketAboutRequestHref('2')).toBe('/painel?aba=tickets&novo=1&pedido=2');
  });

  it('encodes an id that is not a plain number', () => {
    expect(newTicketAboutRequestHref('a&b')).toBe('/painel?aba=tickets&novo=1&pedido=a%26b');
  });
});

describe('paymentMethodLabel', () => {
  it('names the methods as the checkout does', () => {
    expect(paymentMethodLabel('PIX')).toBe('Pix');
    expect(paymentMethodLabel('BOLETO')).toBe('Boleto');
    expect(paymentMethodLabel('CREDIT_CARD')).toBe('Cartão de crédito');
  });
});

describe('deliveryLines', () => {
  const address = {
    street: 'Avenida Paulista',
    number: '1000',
    complement: '',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    cep: '01310100',
  };

  it('writes the street line and the city line with the CEP punctuated', () => {
    expect(deliveryLines(address)).toEqual([
      'Avenida Paulista, 1000 · Bela Vista',
      'São Paulo/SP · CEP 01310-100',
    ]);
  });

  it('keeps the complement when there is one', () => {
    expect(deliveryLines({ ...address, complement: 'ap. 12' })[0]).toBe(
      'Avenida Paulista, 1000 · ap. 12 · Bela Vista',
    );
  });
});

describe('payment summary', () => {
  it('says the method alone for Pix and boleto', () => {
    expect(paymentSummary({ paymentMethod: 'PIX', installments: null, card: null })).toBe('Pix');
  });

  it('says the installments and the masked card for a card', () => {
    expect(
      paymentSummary({
        paymentMethod: 'CREDIT_CARD',
        installments: { count: 3, amount: 33.33, firstAmount: 33.34, total: 100 },
        card: { brand: 'VISA', last4: '1111' },
      }),
    ).toBe(
      'Cartão de crédito · 3x de R$\u00a033,33 sem juros (1ª de R$\u00a033,34, total R$\u00a0100,00) · Visa •••• 1111',
    );
    expect(chargedCardLabel({ brand: 'MASTERCARD', last4: '0002' })).toBe('Mastercard •••• 0002');
  });
});

describe('live status', () => {
  it('announces a change of status only', () => {
    expect(statusChangeAnnouncement('PED-2026-000012', 'PENDING', 'PAID')).toBe(
      'Pedido PED-2026-000012: Pago.',
    );
    expect(statusChangeAnnouncement('PED-2026-000012', 'PENDING', 'PENDING')).toBe('');
  });

  it('looks after 1 s, then every 3 s at most for ten minutes, then less often, never past 15 s', () => {
    expect(paymentPollDelay(0)).toBe(1000);
    expect(paymentPollDelay(1)).toBe(1250);
    expect(paymentPollDelay(2)).toBe(1563);
    const delays = Array.from({ length: 260 }, (_, attempt) => paymentPollDelay(attempt));
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    const steady = delays.slice(0, 200);
    expect(Math.max(...steady)).toBe(3000);
    const fastPhaseMs = steady.reduce((sum, delay) => sum + delay, 0);
    expect(fastPhaseMs).toBeGreaterThan(9 * 60_000);
    expect(fastPhaseMs).toBeLessThan(11 * 60_000);
    expect(paymentPollDelay(200)).toBe(3750);
    expect(Math.max(...delays)).toBe(15000);
  });
});
