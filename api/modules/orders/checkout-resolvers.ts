/**
 * The shop's checkout: address of a CEP, freight quote, payment options, the installment plan
 * and placing an order. Placing an order prices everything from the catalogue as it is now,
 * read in the same transaction that takes the stock (the products' rows are locked meanwhile),
 * and honours the client's idempotency key: the customer's row is locked first, so two requests
 * of one customer run one after the other, and a unique constraint backs the key. Once the
 * pedido is stored (PENDING), it is charged through the payment provider, outside the
 * transaction (`payments/order-payments.ts`).
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { ApiContext } from '../../core/context.ts';
import type { DataAccess } from '../../core/data-access.ts';
import {
  assertNoIssues,
  badUserInput,
  forbidden,
  notFound,
  paymentDeclined,
  paymentUnavailable,
} from '../../core/errors.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import type { PlaceOrderInput } from '../../core/generated/schema-types.ts';
import { sha256Hex } from '../../core/secrets.ts';
import { CARD_AGAIN_MESSAGE, PaymentProviderError } from '../../providers/payments/provider.ts';
import { installmentPlan, offersInstallments } from '../../providers/payments/installments.ts';
import type { CardBrand } from '../../providers/payments/provider.ts';
import { DECLINED_PREFIX, chargePedido } from './payments/order-payments.ts';
import type { CustomerRecord } from '../account/customer-store.ts';
import type { CategoryRecord } from '../catalogue/category-store.ts';
import type { ProductRecord } from '../catalogue/product-store.ts';
import { lookupCep } from './cep.ts';
import { checkDeliveryAddress } from './delivery-address.ts';
import { paymentDeadline } from './expiry.ts';
import { quoteFreight } from './freight.ts';
import type { ShipmentLine } from './freight.ts';
import { pixDiscountCents } from './payment-prices.ts';
import { PAYMENT_METHOD_NAMES } from './payment-method-names.ts';
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
/** The largest total `installmentPlan` answers for: R$ 1.000.000,00. */
const MAX_PLAN_TOTAL_CENTS = 100_000_000;

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

/** The error a pedido whose payment failed answers, the first time and on every repeat. */
function paymentFailed(failure: string): GraphQLError {
  if (failure.startsWith(DECLINED_PREFIX)) return paymentDeclined(failure);
  return badUserInput([
    { field: failure === CARD_AGAIN_MESSAGE ? 'card.token' : 'card', message: failure },
  ]);
}

/**
 * The card to charge, as the input names it: a new card's token, or a saved card's token (made
 * from the card and its CVV) with the provider's customer the card is saved under.
 */
interface CardChoice {
  readonly token: string;
  readonly brand: CardBrand;
  readonly installments: number;
  readonly customerId: string | null;
}

/** Checks `card` against the method; answers the card to charge (null for Pix and boleto). */
async function cardChoice(
  data: DataAccess,
  customer: CustomerRecord,
  input: PlaceOrderInput,
): Promise<CardChoice | null> {
  const { card } = input;
  if (input.paymentMethod !== 'CREDIT_CARD') {
    if (card != null) {
      assertNoIssues([
        {
          field: 'card',
          message: 'Dados de cartão só valem para pagamento com cartão de crédito.',
        },
      ]);
    }
    return null;
  }
  if (card == null) {
    assertNoIssues([
      { field: 'card', message: 'Escolha um cartão salvo ou digite um cartão novo.' },
    ]);
    return null;
  }
  const token = card.token?.trim() || null;
  const savedId = card.savedCardId?.trim() || null;
  if (token === null) {
    assertNoIssues([
      {
        field: 'card',
        message:
          savedId === null
            ? 'Escolha um cartão salvo ou digite um cartão novo.'
            : 'Digite o CVV do cartão salvo.',
      },
    ]);
  }
  if (savedId !== null && card.brand != null) {
    assertNoIssues([
      { field: 'card', message: 'A bandeira vem do cartão salvo: envie só o cartão e o token.' },
    ]);
  }
  if (!Number.isInteger(card.installments) || card.installments < 1) {
    assertNoIssues([{ field: 'card.installments', message: 'Escolha o número de parcelas.' }]);
  }
  const base = { token: token ?? '', installments: card.installments };
  if (savedId === null) {
    if (card.brand == null) {
      assertNoIssues([{ field: 'card.brand', message: 'Informe a bandeira do cartão.' }]);
    }
    return { ...base, brand: card.brand as CardBrand, customerId: null };
  }
  const saved = await data.cards.cardOf(customer.id, savedId);
  const customerId = await data.customers.paymentCustomerIdOf(customer.id);
  if (!saved || customerId === null) throw notFound('Cartão não encontrado.');
  return { ...base, brand: saved.brand, customerId };
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

/**
 * An unpaid Pix or boleto pedido holds its units until it is paid or expires: FORBIDDEN when,
 * with `wanted`, the customer's unpaid pedidos would hold more than `most` units of a product.
 * Called under the customer's row lock, so two orders at once are counted one after the other.
 */
async function checkHeldUnits(
  data: DataAccess,
  customerId: string,
  wanted: ReadonlyMap<number, number>,
  products: ReadonlyMap<number, ProductRecord>,
  most: number,
): Promise<void> {
  const held = await data.requests.heldUnitsOf(customerId, [...wanted.keys()]);
  for (const [n, quantity] of wanted) {
    const already = held.get(n) ?? 0;
    if (already + quantity <= most) continue;
    const name = products.get(n)?.name ?? '';
    const holding =
      already === 0
        ? ''
        : ` Você já tem ${already} ${already === 1 ? 'unidade' : 'unidades'} dele em pedidos aguardando pagamento.`;
    throw forbidden(
      `Pix e boleto reservam até ${most} ${most === 1 ? 'unidade' : 'unidades'} de "${name}" por cliente até o pagamento.${holding} ` +
        'Pague ou cancele um pedido pendente, diminua a quantidade ou pague com cartão.',
    );
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
  card: CardChoice | null,
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
  if (input.paymentMethod !== 'CREDIT_CARD') {
    await checkHeldUnits(data, customer.id, wanted, locked, ctx.orderSettings.maxHeldUnits);
  }
  const { region } = lookupCep(delivery.address.cep);
  const subtotal = linesSubtotal(priced.lines);
  const quote = quoteFreight(region, shipment(categories, priced.lines), subtotal);
  const option = quote.options.find((o) => o.service === input.freight);
  // The enum admits only quoted services, so a miss is a fault of this module.
  if (!option) throw new Error(`no quote for freight service ${input.freight}`);
  const discount =
    input.paymentMethod === 'PIX'
      ? pixDiscountCents(cents(subtotal), ctx.orderSettings.pixDiscountPercent) / 100
      : 0;
  const totalCents = cents(subtotal) + cents(option.price) - cents(discount);
  if (card && !offersInstallments(card.installments, totalCents, ctx.orderSettings.installments)) {
    const most = installmentPlan(totalCents, ctx.orderSettings.installments).length;
    assertNoIssues([
      {
        field: 'card.installments',
        message: `Este pedido pode ser pago em até ${most}x sem juros.`,
      },
    ]);
  }
  for (const [n, quantity] of wanted) await data.products.takeStock(n, quantity);
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
    installments: card?.installments ?? null,
    cardBrand: card?.brand ?? null,
    // Kept only until the provider's answer is known, so a lost answer can be asked again.
    cardToken: card?.token ?? null,
    cardCustomerId: card?.customerId ?? null,
  });
}

/**
 * Charges a stored pedido (a new one, or a repeat of one whose charge's answer was lost) and
 * answers it, or the error its payment ended in. A card approved is PAID at once; declined, the
 * pedido is cancelled with its units back and PAYMENT_DECLINED answered.
 *
 * The provider unreachable (no answer, or only errors, even after the client's retries): the
 * charge may exist. The pedido stays PENDING, holding its units, and the answer is
 * PAYMENT_UNAVAILABLE. Cancelling it here instead could cancel a pedido whose card was charged;
 * kept, it is settled whichever way the provider says: by the client's repeat with the same
 * key, or by the reconciliation pass, which asks for the same charge (same idempotency key, so
 * nothing is charged twice); at its deadline the expiry cancels the charge first and a charge
 * paid by then wins.
 */
async function charged(ctx: ApiContext, request: RequestRecord): Promise<RequestRecord> {
  if (request.paymentFailure !== null) throw paymentFailed(request.paymentFailure);
  if (request.status !== 'PENDING' || request.charge !== null || request.idempotencyKey === null) {
    return request;
  }
  let attempt;
  try {
    attempt = await chargePedido(ctx.data, ctx.payments, request, ctx.now, ctx);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      ctx.log.warn({ pedido: request.number }, `payments: not charged yet (${error.detail})`);
      throw paymentUnavailable();
    }
    throw error;
  }
  if (!attempt.ok) {
    if (attempt.error.kind === 'unauthorized') throw paymentUnavailable();
    throw paymentFailed(attempt.error.message);
  }
  if (attempt.request.paymentFailure !== null) throw paymentFailed(attempt.request.paymentFailure);
  return attempt.request;
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
        name: PAYMENT_METHOD_NAMES.PIX,
        discountPercent: ctx.orderSettings.pixDiscountPercent,
        description:
          ctx.orderSettings.pixDiscountPercent > 0
            ? `${ctx.orderSettings.pixDiscountPercent}% de desconto nos produtos; pague pelo QR Code ou pelo Pix copia e cola.`
            : 'Pague pelo QR Code ou pelo Pix copia e cola.',
      },
      {
        method: 'CREDIT_CARD',
        name: PAYMENT_METHOD_NAMES.CREDIT_CARD,
        discountPercent: 0,
        description: `Em até ${ctx.orderSettings.installments.max}x sem juros (parcela mínima de R$ ${(ctx.orderSettings.installments.minimumCents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}); aprovado na hora.`,
      },
      {
        method: 'BOLETO',
        name: PAYMENT_METHOD_NAMES.BOLETO,
        discountPercent: 0,
        description: `Vence em ${ctx.orderSettings.boletoDueDays} dias; a confirmação do pagamento leva até 3 dias úteis.`,
      },
    ],

    installmentPlan(_, args, ctx) {
      const total = cents(args.total);
      if (!Number.isFinite(args.total) || total < 1 || total > MAX_PLAN_TOTAL_CENTS) {
        assertNoIssues([
          { field: 'total', message: 'Informe um total maior que zero, até R$ 1.000.000,00.' },
        ]);
      }
      return installmentPlan(total, ctx.orderSettings.installments).map((option) => ({
        count: option.count,
        amount: option.amountCents / 100,
        firstAmount: option.firstAmountCents / 100,
        total: option.totalCents / 100,
      }));
    },
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
      const digest = orderDigest(input);
      // A repeat answers at once, without a lock (its charge found again if its answer was
      // lost); everything else is decided in the transaction.
      const earlier = earlierOrder(
        await ctx.data.requests.byIdempotencyKey(customer.id, input.idempotencyKey),
        digest,
      );
      if (earlier) return charged(ctx, earlier);
      const card = await cardChoice(ctx.data, customer, input);
      assertNoIssues(cartIssues(input.lines));
      // Read before the transaction: inside it, only the transaction's own stores may be used.
      const categories = await ctx.loaders.categories();
      const id = await ctx.data.transaction((data) =>
        placeIn(data, ctx, customer, input, digest, categories, card),
      );
      return charged(ctx, await requestOrNotFound(ctx.data, id));
    },
  },
} satisfies Resolvers;
