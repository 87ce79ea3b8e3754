import { describe, expect, it } from 'vitest';
import {
  chosenOptionsText,
  deliveryLines,
  itemCountLabel,
  paymentMethodLabel,
  newTicketAboutRequestHref,
  requestStatusBadge,
  requestStatusLabel,
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
