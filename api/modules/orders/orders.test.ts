import { describe, expect, it } from 'vitest';
import { MAX_PENDING_ORDERS } from './order-limits.ts';
import {
  PAULISTA,
  REQUEST_FIELDS,
  line,
  orderInput,
  placeOrder,
  stockOf,
  validChoice,
} from '../../../tests/support/api/orders.ts';
import { OTHER_EMAIL, OTHER_PASSWORD } from '../../../mocks/seed/customers.ts';
import { errorsOf, gql, login, testHandler } from '../../../tests/support/api/api.ts';
import {
  APPROVED_CARD,
  chargeIdOf,
  gatewayOf,
  payAtBank,
  placeCardOrder,
} from '../../../tests/support/api/payments.ts';
import { DEFAULT_ORDER_SETTINGS } from './order-settings.ts';

/** 2026-11-23 12:00 in São Paulo. */
const NOW = Date.UTC(2026, 10, 23, 15);

async function setup() {
  const handler = await testHandler({ now: () => NOW });
  return { handler, token: await login(handler) };
}

describe('placeOrder', () => {
  it('prices the order from its own data and shows it in the requests at once', async () => {
    const { handler, token } = await setup();
    // Two notebooks (R$ 100) and one peripheral (R$ 102): R$ 302,00 to São Paulo ships free.
    const result = await placeOrder(
      handler,
      token,
      orderInput({ lines: [line(1, 2), line(3, 1)], freight: 'SEDEX', paymentMethod: 'BOLETO' }),
    );
    expect(result.errors).toEqual([]);
    const placed = result.data?.placeOrder;
    expect(placed).toMatchObject({
      number: 'PED-2026-000106',
      status: 'PENDING',
      subtotal: 302,
      discount: 0,
      total: 302,
      paymentMethod: 'BOLETO',
      trackingCode: null,
      freight: { service: 'SEDEX', name: 'SEDEX', price: 0, deliveryDays: 2 },
      delivery: { ...PAULISTA, cep: '01310100' },
      timeline: [{ status: 'PENDING', at: NOW, note: null }],
    });
    expect(placed?.items).toEqual([
      {
        productName: 'Notebook Aurora NB-0001',
        quantity: 2,
        unitPrice: 100,
        subtotal: 200,
        attributes: [
          { name: 'Cor', value: 'Cinza' },
          { name: 'Tamanho', value: '13"' },
        ],
      },
      expect.objectContaining({ quantity: 1, unitPrice: 102, subtotal: 102 }),
    ]);
    const list = await gql<{ requests: { id: string }[] }>(handler, '{ requests { id } }', {
      token,
    });
    expect(list.data?.requests[0]?.id).toBe(placed?.id);
    const one = await gql(handler, `query($id: ID!) { request(id: $id) { ${REQUEST_FIELDS} } }`, {
      token,
      variables: { id: placed?.id },
    });
    expect(one.data).toEqual({ request: placed });
    expect([await stockOf(handler, 1), await stockOf(handler, 3)]).toEqual([1, 2]);
  });

  it('has no price in its input: a tampered price is refused by the schema', async () => {
    const { handler, token } = await setup();
    const result = await placeOrder(
      handler,
      token,
      orderInput({ lines: [{ ...line(1), unitPrice: 0.01 }] }),
    );
    expect(result.data).toBeNull();
    expect(result.errors[0]?.message).toContain('unitPrice');
    expect(await stockOf(handler, 1)).toBe(3);
  });

  it('needs the customer to be logged in', async () => {
    const handler = await testHandler();
    const result = await gql(
      handler,
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }',
      {
        variables: { input: orderInput() },
      },
    );
    expect(errorsOf(result)).toEqual([
      { code: 'UNAUTHENTICATED', message: 'Usuário não autenticado' },
    ]);
  });

  it('names every problem of the lines and the address, products by name', async () => {
    const { handler, token } = await setup();
    // Product 1 comes in Cinza, sizes 13" and 14".
    const [color = '', size = ''] = validChoice(1);
    const result = await placeOrder(
      handler,
      token,
      orderInput({
        lines: [
          { productId: '999', quantity: 1, attributeValueIds: [] },
          { productId: '1', quantity: 1, attributeValueIds: [size] },
          {
            productId: '1',
            quantity: 1,
            attributeValueIds: [color, 'tamanho-13', 'tamanho-14', 'cor-verde'],
          },
          { productId: '2', quantity: 0, attributeValueIds: validChoice(2) },
        ],
        address: { ...PAULISTA, state: 'RJ', city: 'Campinas', street: ' ', number: '' },
      }),
    );
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors[0]?.extensions?.fields).toEqual([
      {
        field: 'lines.0.productId',
        message: 'Produto 999 não está à venda: remova-o do carrinho.',
      },
      {
        field: 'lines.1.attributeValueIds',
        message: 'Escolha Cor para "Notebook Aurora NB-0001".',
      },
      {
        field: 'lines.2.attributeValueIds',
        message: 'A opção "cor-verde" não existe para "Notebook Aurora NB-0001".',
      },
      {
        field: 'lines.2.attributeValueIds',
        message: 'Escolha só uma opção de Tamanho para "Notebook Aurora NB-0001".',
      },
      {
        field: 'lines.3.quantity',
        message: 'Quantidade inválida para "Monitor LED Horizonte MN-0002": informe de 1 a 10.',
      },
      { field: 'address.street', message: 'Informe o endereço.' },
      { field: 'address.number', message: 'Informe o número.' },
      { field: 'address.state', message: 'O CEP 01310-100 é de SP, não de RJ.' },
      { field: 'address.city', message: 'O CEP 01310-100 é de São Paulo/SP.' },
    ]);
    expect(await stockOf(handler, 1)).toBe(3);
  });

  it.each([
    [{ lines: [] }, 'lines', 'O carrinho está vazio: adicione um produto.'],
    [{ address: { ...PAULISTA, cep: '00000-000' } }, 'address.cep', 'CEP não encontrado.'],
    [
      { address: { ...PAULISTA, cep: '123' } },
      'address.cep',
      'Informe o CEP com 8 dígitos, por exemplo 01310-100.',
    ],
    [{ address: { ...PAULISTA, state: ' ' } }, 'address.state', 'Informe o estado (UF).'],
    [
      { idempotencyKey: 'curta' },
      'idempotencyKey',
      'Chave de idempotência inválida: use de 8 a 100 letras, dígitos, - ou _.',
    ],
  ])('refuses %o', async (overrides, field, message) => {
    const { handler, token } = await setup();
    const result = await placeOrder(handler, token, orderInput(overrides));
    expect(errorsOf(result)).toEqual([{ code: 'BAD_USER_INPUT', message }]);
    expect(result.errors[0]?.extensions?.field).toBe(field);
  });

  it('refuses more units than the stock, summed over lines, and takes nothing', async () => {
    const { handler, token } = await setup();
    const [color = ''] = validChoice(1);
    const result = await placeOrder(
      handler,
      token,
      orderInput({
        lines: [
          { productId: '1', quantity: 2, attributeValueIds: [color, 'tamanho-13'] },
          { productId: '1', quantity: 2, attributeValueIds: [color, 'tamanho-14'] },
          line(2, 1),
        ],
      }),
    );
    expect(errorsOf(result)).toEqual([
      {
        code: 'TOO_LITTLE_STOCK',
        message: 'Estoque insuficiente: "Notebook Aurora NB-0001" tem só 3 unidades disponíveis.',
      },
    ]);
    expect(result.errors[0]?.extensions).toMatchObject({
      items: [{ productId: '1', available: 3 }],
    });
    expect([await stockOf(handler, 1), await stockOf(handler, 2)]).toEqual([3, 3]);
  });

  it('answers the same request for a repeated idempotency key and refuses it with other content', async () => {
    const { handler, token } = await setup();
    const input = orderInput({ lines: [line(4, 1)], paymentMethod: 'PIX' });
    const first = await placeOrder(handler, token, input);
    const again = await placeOrder(handler, token, input);
    expect(again.data?.placeOrder).toEqual(first.data?.placeOrder);
    expect(await stockOf(handler, 4)).toBe(2);
    const changed = await placeOrder(handler, token, { ...input, lines: [line(4, 2)] });
    expect(errorsOf(changed)).toEqual([
      {
        code: 'CONFLICT',
        message:
          'Esta chave de idempotência já foi usada no pedido PED-2026-000106, com outro conteúdo. Gere uma nova chave para fazer outro pedido.',
      },
    ]);
    expect(await stockOf(handler, 4)).toBe(2);
    const otherToken = await login(handler, OTHER_EMAIL, OTHER_PASSWORD);
    const other = await placeOrder(handler, otherToken, input);
    expect(other.data?.placeOrder.id).not.toBe(first.data?.placeOrder.id);
  });

  it(`allows at most ${MAX_PENDING_ORDERS} requests waiting for payment`, async () => {
    const { handler, token } = await setup();
    for (let n = 1; n <= MAX_PENDING_ORDERS; n++) {
      const placed = await placeOrder(handler, token, orderInput({ lines: [line(n)] }));
      expect(placed.errors).toEqual([]);
    }
    const refused = await placeOrder(handler, token, orderInput({ lines: [line(9)] }));
    expect(errorsOf(refused)).toEqual([
      {
        code: 'FORBIDDEN',
        message: `Você já tem ${MAX_PENDING_ORDERS} pedidos aguardando pagamento: pague um deles, ou peça o cancelamento, antes de fazer outro.`,
      },
    ]);
    expect(await stockOf(handler, 9)).toBe(3);
  });

  it('bounds the units of a product that unpaid Pix and boleto pedidos hold, not a card payment', async () => {
    const orderSettings = { ...DEFAULT_ORDER_SETTINGS, maxHeldUnits: 1 };
    const handler = await testHandler({ now: () => NOW, orderSettings });
    const token = await login(handler);
    const boleto = await placeOrder(handler, token, orderInput({ lines: [line(1, 1)] }));
    expect(boleto.errors).toEqual([]);
    const pix = orderInput({ lines: [line(1, 1)], paymentMethod: 'PIX' });
    const refused = await placeOrder(handler, token, pix);
    expect(errorsOf(refused)).toEqual([
      {
        code: 'FORBIDDEN',
        message:
          'Pix e boleto reservam até 1 unidade de "Notebook Aurora NB-0001" por cliente até o pagamento. ' +
          'Você já tem 1 unidade dele em pedidos aguardando pagamento. ' +
          'Pague ou cancele um pedido pendente, diminua a quantidade ou pague com cartão.',
      },
    ]);
    expect(await stockOf(handler, 1)).toBe(2);

    // A card is charged at once: it holds nothing unpaid, so the bound does not apply.
    const card = await placeCardOrder(handler, token, APPROVED_CARD);
    expect(card.data?.placeOrder.status).toBe('PAID');

    // Once the boleto is paid its unit is no longer held: the same Pix goes through.
    const id = boleto.data?.placeOrder.id ?? '';
    await payAtBank(handler, await chargeIdOf(handler, id));
    await gatewayOf(handler).runOnce();
    expect((await placeOrder(handler, token, pix)).errors).toEqual([]);
    expect(await stockOf(handler, 1)).toBe(0);
  });
});
