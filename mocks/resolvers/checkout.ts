/**
 * The shop's checkout: address of a CEP, freight quote, payment options and placing an order.
 * Placing an order prices everything from the API's data, checks and takes the stock in one
 * synchronous step and honours the client's idempotency key.
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { lookupCep } from '../cep.ts';
import type { MockContext } from '../context.ts';
import { checkDeliveryAddress } from '../delivery-address.ts';
import type { DeliveryAddressInput } from '../delivery-address.ts';
import { assertNoIssues, forbidden } from '../errors.ts';
import { quoteFreight } from '../freight.ts';
import type { FreightService } from '../freight.ts';
import { linesSubtotal, priceLines, unitsByProduct } from '../order-lines.ts';
import type { CartLineInput, PricedLine } from '../order-lines.ts';
import {
  BOLETO_DUE_DAYS,
  IDEMPOTENCY_KEY_PATTERN,
  MAX_ORDERS_PER_DAY,
  MAX_PENDING_ORDERS,
} from '../order-limits.ts';
import { sha256Hex } from '../secrets.ts';
import { productOf } from '../seed/catalogue.ts';
import type { ProductRecord } from '../seed/catalogue.ts';
import type { CustomerRecord, PaymentMethod, RequestRecord } from '../state.ts';
import { takeStock, unitsInStock } from '../stock.ts';

interface PlaceOrderInput {
  lines: CartLineInput[];
  address: DeliveryAddressInput;
  freight: FreightService;
  paymentMethod: PaymentMethod;
  idempotencyKey: string;
}

const DAY = 24 * 60 * 60 * 1000;

function cents(reais: number): number {
  return Math.round(reais * 100);
}

function tooLittleStock(short: { n: number; available: number }[]): GraphQLError {
  const sentences = short.map(({ n, available }) => {
    const name = productOf(n).name;
    if (available === 0) return `"${name}" esgotou.`;
    return `"${name}" tem só ${available} ${available === 1 ? 'unidade disponível' : 'unidades disponíveis'}.`;
  });
  return createGraphQLError(`Estoque insuficiente: ${sentences.join(' ')}`, {
    extensions: {
      code: 'TOO_LITTLE_STOCK',
      items: short.map(({ n, available }) => ({ productId: String(n), available })),
    },
  });
}

function idempotencyConflict(request: RequestRecord): GraphQLError {
  return createGraphQLError(
    `Esta chave de idempotência já foi usada no pedido ${request.number}, com outro conteúdo. ` +
      'Gere uma nova chave para fazer outro pedido.',
    { extensions: { code: 'CONFLICT', field: 'idempotencyKey' } },
  );
}

/** What the key promises: the same digest means the same order. */
function orderDigest(input: PlaceOrderInput): string {
  const { idempotencyKey: _, ...content } = input;
  return sha256Hex(
    JSON.stringify({
      ...content,
      lines: content.lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        attributeValueIds: [...(line.attributeValueIds ?? [])].sort(),
      })),
    }),
  );
}

function customerRequests(ctx: MockContext, customer: CustomerRecord): RequestRecord[] {
  return [...ctx.state.requests.values()].filter((r) => r.customerId === customer.id);
}

function checkQuota(ctx: MockContext, own: readonly RequestRecord[]): void {
  const pending = own.filter((r) => r.status === 'PENDING').length;
  if (pending >= MAX_PENDING_ORDERS) {
    throw forbidden(
      `Você já tem ${MAX_PENDING_ORDERS} pedidos aguardando pagamento: pague um deles, ou peça o cancelamento, antes de fazer outro.`,
    );
  }
  const recent = own.filter((r) => r.created_at > ctx.now - DAY).length;
  if (recent >= MAX_ORDERS_PER_DAY) {
    throw forbidden(`Limite de ${MAX_ORDERS_PER_DAY} pedidos em 24 horas atingido: tente amanhã.`);
  }
}

/** `PED-{year}-{000100 + id}`, the year in São Paulo's calendar. */
function orderNumber(id: string, now: number): string {
  const year = new Date(now - 3 * 60 * 60 * 1000).getUTCFullYear();
  return `PED-${year}-${String(100 + Number(id)).padStart(6, '0')}`;
}

function newRequest(
  ctx: MockContext,
  customer: CustomerRecord,
  input: PlaceOrderInput,
  lines: readonly PricedLine[],
  address: RequestRecord['delivery'],
  freight: NonNullable<RequestRecord['freight']>,
  digest: string,
): RequestRecord {
  const id = ctx.state.nextId('request');
  const subtotal = linesSubtotal(lines);
  const discount =
    input.paymentMethod === 'PIX'
      ? Math.round((cents(subtotal) * ctx.orderSettings.pixDiscountPercent) / 100) / 100
      : 0;
  return {
    id,
    customerId: customer.id,
    number: orderNumber(id, ctx.now),
    status: 'PENDING',
    created_at: ctx.now,
    items: lines.map((line, i) => ({
      id: `${id}-${i + 1}`,
      productId: line.product.id,
      productName: line.product.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      attributes: line.attributes,
    })),
    history: [{ status: 'PENDING', at: ctx.now, note: null }],
    paymentMethod: input.paymentMethod,
    delivery: address,
    freight,
    discount,
    trackingCode: null,
    idempotencyKey: input.idempotencyKey,
    orderDigest: digest,
  };
}

export const checkoutResolvers = {
  Query: {
    addressByCep: (_: unknown, args: { cep: string }) => lookupCep(args.cep),

    freightQuote(_: unknown, args: { cep: string; lines: CartLineInput[] }, ctx: MockContext) {
      const address = lookupCep(args.cep);
      const priced = priceLines(ctx, args.lines, false);
      assertNoIssues(priced.issues);
      const subtotal = linesSubtotal(priced.lines);
      return { address, subtotal, ...quoteFreight(address.region, priced.lines, subtotal) };
    },

    paymentOptions: (_: unknown, __: unknown, ctx: MockContext) => [
      {
        method: 'PIX',
        name: 'Pix',
        discountPercent: ctx.orderSettings.pixDiscountPercent,
        description:
          ctx.orderSettings.pixDiscountPercent > 0
            ? `${ctx.orderSettings.pixDiscountPercent}% de desconto nos produtos; pague pelo QR Code ou pelo Pix copia e cola.`
            : 'Pague pelo QR Code ou pelo Pix copia e cola.',
      },
      {
        method: 'BOLETO',
        name: 'Boleto',
        discountPercent: 0,
        description: `Vence em ${BOLETO_DUE_DAYS} dias; a confirmação do pagamento leva até 3 dias úteis.`,
      },
    ],
  },

  Mutation: {
    // Never awaits: from the idempotency lookup to storing the request no other request runs,
    // so a repeated key cannot make two requests and two orders cannot take the same units.
    placeOrder(_: unknown, args: { input: PlaceOrderInput }, ctx: MockContext) {
      const customer = ctx.requireCustomer();
      const { input } = args;
      if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey)) {
        assertNoIssues([
          {
            field: 'idempotencyKey',
            message: 'Chave de idempotência inválida: use de 8 a 100 letras, dígitos, - ou _.',
          },
        ]);
      }
      const digest = orderDigest(input);
      const own = customerRequests(ctx, customer);
      const earlier = own.find((r) => r.idempotencyKey === input.idempotencyKey);
      if (earlier) {
        if (earlier.orderDigest !== digest) throw idempotencyConflict(earlier);
        return earlier;
      }
      const priced = priceLines(ctx, input.lines, true);
      const delivery = checkDeliveryAddress(input.address);
      assertNoIssues([...priced.issues, ...delivery.issues]);
      checkQuota(ctx, own);
      const { region } = lookupCep(delivery.address.cep);
      const quote = quoteFreight(region, priced.lines, linesSubtotal(priced.lines));
      const option = quote.options.find((o) => o.service === input.freight);
      // The enum admits only quoted services, so a miss is a fault of this module.
      if (!option) throw new Error(`no quote for freight service ${input.freight}`);
      const short = takeStock(ctx.state, unitsByProduct(priced.lines));
      if (short.length > 0) throw tooLittleStock(short);
      const freight = {
        service: input.freight,
        price: option.price,
        deliveryDays: option.deliveryDays,
      };
      const request = newRequest(
        ctx,
        customer,
        input,
        priced.lines,
        delivery.address,
        freight,
        digest,
      );
      ctx.state.requests.set(request.id, request);
      return request;
    },
  },

  Product: {
    quantity: (product: ProductRecord, _: unknown, ctx: MockContext) =>
      unitsInStock(ctx.state, Number(product.id)),
  },
};
