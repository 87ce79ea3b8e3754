import { describe, expect, it } from 'vitest';
import { errorsOf, gql, testHandler } from '../../../tests/support/api/api.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../../../contract/limits.ts';

const QUOTE = `query($cep: String!, $lines: [CartLineInput!]!) {
  freightQuote(cep: $cep, lines: $lines) {
    address { city state region } subtotal weightKg billedKg promotion
    options { service name price fullPrice deliveryDays }
  }
}`;

interface Quote {
  address: { city: string; state: string; region: string };
  subtotal: number;
  weightKg: number;
  billedKg: number;
  promotion: string | null;
  options: {
    service: string;
    name: string;
    price: number;
    fullPrice: number;
    deliveryDays: number;
  }[];
}

async function quote(
  cep: string,
  lines: { productId: string; quantity: number }[],
  products = 50,
): Promise<Quote> {
  const result = await gql<{ freightQuote: Quote }>(await testHandler({ products }), QUOTE, {
    variables: { cep, lines },
  });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.freightQuote;
}

describe('freightQuote', () => {
  it('prices PAC and SEDEX by region and billed kilograms below R$ 299,00', async () => {
    // One notebook (2.5 kg) to São Paulo: 3 kg billed.
    const answer = await quote('01310-100', [{ productId: '1', quantity: 1 }]);
    expect(answer).toEqual({
      address: { city: 'São Paulo', state: 'SP', region: 'SUDESTE' },
      subtotal: 100,
      weightKg: 2.5,
      billedKg: 3,
      promotion: null,
      options: [
        { service: 'PAC', name: 'PAC', price: 26, fullPrice: 26, deliveryDays: 5 },
        { service: 'SEDEX', name: 'SEDEX', price: 46, fullPrice: 46, deliveryDays: 2 },
      ],
    });
  });

  it('bills at least one kilogram and uses the North rates', async () => {
    // One storage product (0.3 kg) to Manaus.
    const answer = await quote('69005-070', [{ productId: '5', quantity: 1 }]);
    expect([answer.billedKg, answer.options.map((o) => [o.price, o.deliveryDays])]).toEqual([
      1,
      [
        [34, 12],
        [60, 6],
      ],
    ]);
  });

  it('ships free to the South and Southeast from R$ 299,00 of products', async () => {
    // Product 200 (a 6 kg monitor) costs R$ 299,00; product 199 (a 2.5 kg notebook) R$ 298,00.
    const exactly = await quote('88010-400', [{ productId: '200', quantity: 1 }], 200);
    expect(exactly.subtotal).toBe(299);
    expect(exactly.promotion).toBe(
      'Frete grátis: compras a partir de R$ 299,00 para as regiões Sul e Sudeste.',
    );
    expect(exactly.options.map((o) => o.price)).toEqual([0, 0]);
    expect(exactly.options.map((o) => o.fullPrice)).toEqual([22 + 4 * 5, 38 + 7 * 5]);
    const below = await quote('88010-400', [{ productId: '199', quantity: 1 }], 200);
    expect(below.promotion).toBeNull();
    expect(below.options.map((o) => o.price)).toEqual([22 + 4 * 2, 38 + 7 * 2]);
  });

  it('takes 50% off the freight elsewhere from R$ 299,00', async () => {
    // Three notebooks (7.5 kg, 8 billed) to Salvador: PAC 30 + 6 x 7, SEDEX 52 + 9 x 7.
    const answer = await quote('40026-010', [{ productId: '1', quantity: 3 }]);
    expect(answer.promotion).toBe('50% de desconto no frete: compras a partir de R$ 299,00.');
    expect(answer.options.map((o) => [o.fullPrice, o.price])).toEqual([
      [72, 36],
      [115, 57.5],
    ]);
  });

  it.each([
    [[], 'lines', 'O carrinho está vazio: adicione um produto.'],
    [
      [{ productId: '1', quantity: 0 }],
      'lines.0.quantity',
      `Quantidade inválida para "Notebook Aurora NB-0001": informe de 1 a ${MAX_LINE_QUANTITY}.`,
    ],
    [
      [{ productId: '1', quantity: MAX_LINE_QUANTITY + 1 }],
      'lines.0.quantity',
      `Quantidade inválida para "Notebook Aurora NB-0001": informe de 1 a ${MAX_LINE_QUANTITY}.`,
    ],
    [
      [{ productId: '999', quantity: 1 }],
      'lines.0.productId',
      'Produto 999 não está à venda: remova-o do carrinho.',
    ],
    [
      Array.from({ length: MAX_ORDER_LINES + 1 }, () => ({ productId: '1', quantity: 1 })),
      'lines',
      `O carrinho deve ter no máximo ${MAX_ORDER_LINES} itens.`,
    ],
  ])('refuses bad lines in pt-BR (%#)', async (lines, field, message) => {
    const result = await gql(await testHandler(), QUOTE, { variables: { cep: '01310100', lines } });
    expect(errorsOf(result)).toEqual([{ code: 'BAD_USER_INPUT', message }]);
    expect(result.errors[0]?.extensions?.field).toBe(field);
  });

  it('refuses an unknown CEP', async () => {
    const result = await gql(await testHandler(), QUOTE, {
      variables: { cep: '00000000', lines: [{ productId: '1', quantity: 1 }] },
    });
    expect(errorsOf(result)).toEqual([{ code: 'NOT_FOUND', message: 'CEP não encontrado.' }]);
  });
});
