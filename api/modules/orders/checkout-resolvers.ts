/**
 * The shop's checkout: address of a CEP, freight quote, payment options and placing an order.
 * Placing an order prices everything from the catalogue as it is now, read in the same
 * transaction that takes the stock (the products' rows are locked meanwhile), and honours the
 * client's idempotency key: the customer's row is locked first, so two requests of one customer
 * run one after the other, and a unique constraint backs the key.
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { ApiContext } from '../../core/context.ts';
import type { DataAccess } from '../../core/data-access.ts';
import { assertNoIssues, forbidden } from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import type { PlaceOrderInput } from '../../core/generated/schema-types.ts';
import { sha256Hex } from '../../core/secrets.ts';
import type { CustomerRecord } from '../account/customer-store.ts';
import type { CategoryRecord } from '../catalogue/category-store.ts';
import type { ProductRecord } from '../catalogue/product-store.ts';
import { lookupCep } from './cep.ts';
import { checkDeliveryAddress } from './delivery-address.ts';
import { paymentDeadline } from './expiry.ts';
import { quoteFreight } from './freight.ts';
import type { ShipmentLine } from './freight.ts';
import { pixDiscountCents } from './payment-prices.ts';
import {
  cartIssues,
  linesSubtotal,
  priceLines,
  productNumbers,
  unitsByProduct,
} from './order-lines.ts';
import type { PricedLine } from './order-lines.ts';
import { IDEMPOTENCY_KEY_PATTERN, MAX_ORDERS_PER_DAY, MAX_PENDING_ORDERS } from './order-limits.ts';
import { requestOrNotFound } from './request-resolvers.ts';
import type { RequestRecord } from './request-store.ts';

const DAY = 24 * 60 * 60 * 1000;

function cents(reais: number): number {
  return Math.round(reais * 100);
}

function tooLittleStock(short: { product: ProductRecord; available: number }[]): GraphQLError {
  const sentences = short.map(({ product, available }) => {
    if (available === 0) return `"${product.name}" esgotou.`;
    return `"${product.name}" tem só ${available} ${available === 1 ? 'unidade disponível' : 'unidades disponíveis'}.`;
  });
  return createGraphQLError(`Estoque insuficiente: ${sentences.join(' ')}`, {
    extensions: {
      code: 'TOO_LITTLE_STOCK',
      items: short.map(({ product, available }) => ({ productId: product.id, available })),
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

/** The request the key already made, if the digest matches; CONFLICT if it made another. */
function earlierOrder(earlier: RequestRecord | null, digest: string): RequestRecord | null {
  if (earlier && earlier.orderDigest !== digest) throw idempotencyConflict(earlier);
  return earlier;
}

async function checkQuota(data: DataAccess, customerId: string, now: number): Promise<void> {
  const { pending, recent } = await data.requests.quotaOf(customerId, now - DAY);
  if (pending >= MAX_PENDING_ORDERS) {
    throw forbidden(
      `Você já tem ${MAX_PENDING_ORDERS} pedidos aguardando pagamento: pague um deles, ou peça o cancelamento, antes de fazer outro.`,
    );
  }
  if (recent >= MAX_ORDERS_PER_DAY) {
    throw forbidden(`Limite de ${MAX_ORDERS_PER_DAY} pedidos em 24 horas atingido: tente amanhã.`);
  }
}

/** The products of a set of lines as the catalogue holds them now, by id. */
function byId(products: Iterable<ProductRecord>): Map<string, ProductRecord> {
  return new Map([...products].map((product) => [product.id, product]));
}

/** The lines as shipments, weighed by each product's current category. */
function shipment(
  categories: ReadonlyMap<string, CategoryRecord>,
  lines: readonly PricedLine[],
): ShipmentLine[] {
  return lines.map((line) => ({
    categorySlug: categories.get(line.product.categoryId)?.slug ?? '',
    quantity: line.quantity,
  }));
}

/** Everything of an order the customer's input decides, checked and priced. */
async function placeIn(
  data: DataAccess,
  ctx: ApiContext,
  customer: CustomerRecord,
  input: PlaceOrderInput,
  digest: string,
  categories: ReadonlyMap<string, CategoryRecord>,
): Promise<string> {
  await data.customers.lockForUpdate(customer.id);
  const earlier = earlierOrder(
    await data.requests.byIdempotencyKey(customer.id, input.idempotencyKey),
    digest,
  );
  if (earlier) return earlier.id;
  const locked = await data.products.lockForOrder(productNumbers(input.lines));
  const priced = priceLines(byId(locked.values()), input.lines, true);
  const delivery = checkDeliveryAddress(input.address);
  assertNoIssues([...priced.issues, ...delivery.issues]);
  await checkQuota(data, customer.id, ctx.now);
  const wanted = unitsByProduct(priced.lines);
  const short = [...wanted]
    .map(([n, quantity]) => ({ product: locked.get(n), quantity }))
    .filter(
      (line): line is { product: ProductRecord; quantity: number } =>
        line.product !== undefined && line.quantity > line.product.quantity,
    )
    .map(({ product }) => ({ product, available: product.quantity }));
  if (short.length > 0) throw tooLittleStock(short);
  const { region } = lookupCep(delivery.address.cep);
  const subtotal = linesSubtotal(priced.lines);
  const quote = quoteFreight(region, shipment(categories, priced.lines), subtotal);
  const option = quote.options.find((o) => o.service === input.freight);
  // The enum admits only quoted services, so a miss is a fault of this module.
  if (!option) throw new Error(`no quote for freight service ${input.freight}`);
  for (const [n, quantity] of wanted) await data.products.takeStock(n, quantity);
  const discount =
    input.paymentMethod === 'PIX'
      ? pixDiscountCents(cents(subtotal), ctx.orderSettings.pixDiscountPercent) / 100
      : 0;
  return data.requests.insert({
    customerId: customer.id,
    buyerCpf: customer.cpf,
    status: 'PENDING',
    created_at: ctx.now,
    expiresAt: paymentDeadline(input.paymentMethod, ctx.now, ctx.orderSettings),
    items: priced.lines.map((line) => ({
      productId: line.product.id,
      productName: line.product.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      attributes: line.attributes,
    })),
    paymentMethod: input.paymentMethod,
    delivery: delivery.address,
    freight: { service: input.freight, price: option.price, deliveryDays: option.deliveryDays },
    discount,
    trackingCode: null,
    idempotencyKey: input.idempotencyKey,
    orderDigest: digest,
  });
}

export const checkoutResolvers = {
  Query: {
    addressByCep: (_, args) => lookupCep(args.cep),

    async freightQuote(_, args, ctx) {
      const address = lookupCep(args.cep);
      assertNoIssues(cartIssues(args.lines));
      const products = await ctx.data.products.byIds(args.lines.map((line) => line.productId));
      const priced = priceLines(byId(products), args.lines, false);
      assertNoIssues(priced.issues);
      const subtotal = linesSubtotal(priced.lines);
      return {
        address,
        subtotal,
        ...quoteFreight(
          address.region,
          shipment(await ctx.loaders.categories(), priced.lines),
          subtotal,
        ),
      };
    },

    paymentOptions: (_, __, ctx) => [
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
        description: `Vence em ${ctx.orderSettings.boletoDueDays} dias; a confirmação do pagamento leva até 3 dias úteis.`,
      },
    ],
  },

  Mutation: {
    async placeOrder(_, args, ctx) {
      const customer = await ctx.requireCustomer();
      const { input } = args;
      if (!IDEMPOTENCY_KEY_PATTERN.test(input.idempotencyKey)) {
        assertNoIssues([
          {
            field: 'idempotencyKey',
            message: 'Chave de idempotência inválida: use de 8 a 100 letras, dígitos, - ou _.',
          },
        ]);
      }
      // The card payment's server side is not wired yet: refused plainly meanwhile.
      if (input.paymentMethod === 'CREDIT_CARD' || input.card != null) {
        assertNoIssues([{ field: 'card', message: 'Pagamento com cartão ainda indisponível.' }]);
      }
      const digest = orderDigest(input);
      // A repeat answers at once, without a lock; everything else is decided in the transaction.
      const earlier = earlierOrder(
        await ctx.data.requests.byIdempotencyKey(customer.id, input.idempotencyKey),
        digest,
      );
      if (earlier) return earlier;
      assertNoIssues(cartIssues(input.lines));
      // Read before the transaction: inside it, only the transaction's own stores may be used.
      const categories = await ctx.loaders.categories();
      const id = await ctx.data.transaction((data) =>
        placeIn(data, ctx, customer, input, digest, categories),
      );
      return requestOrNotFound(ctx.data, id);
    },
  },
} satisfies Resolvers;
