/**
 * Part 9: payments through the embedded stand-in, on the session's started shop (the 50-product
 * build served as `npm start` serves it, a fresh mock API and its stand-in behind the proxy):
 *
 * - a card payment answered: `placeOrder` with a new token of the approved test card, from the
 *   moment it is sent until its answer (the pedido already `PAID`); the token is made before
 *   the clock starts, as the card form makes it before `Confirmar pedido`;
 * - a Pix reflected in the painel: a Pix pedido is placed, its painel page is opened in Chromium
 *   and shows it waiting; then the stand-in's test bank is told to pay it (what
 *   `Simular pagamento` posts), and the clock runs until that open page shows `Pago` by itself.
 *   When the API itself knew (its signed notification applied) is kept beside it: the rest is
 *   the painel's polling.
 *
 * Each figure is the median of its runs after one unmeasured warm-up; the 1-minute load average
 * before and after is kept beside it, since other work on the machine shows in every time.
 * Every run uses a product of its own (the seed has 3 units of each) and one new customer.
 */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { loadSettings } from '../../config/settings.ts';
import { productOf } from '../../mocks/seed/catalogue.ts';
import { CHROMIUM_FLAGS, requireChromium } from './browser.ts';
import type { BenchSession } from './session.ts';
import { SITE_PRODUCTS } from './session.ts';
import { median } from './stats.ts';
import { formatTable } from './table.ts';
import type { PaymentFigures, TimedRuns } from './types.ts';
import { tokenizeApprovedCard } from '../support/payments.ts';

export const CARD_RUNS = 7;
export const PIX_RUNS = 5;
/** The first product of the card runs (warm-up included), and of the Pix runs after them. */
const FIRST_CARD_PRODUCT = 1;
const FIRST_PIX_PRODUCT = FIRST_CARD_PRODUCT + CARD_RUNS + 1;
/** A Pix that takes longer than this to show is reported as a failed run, not waited for. */
const PAINEL_TIMEOUT_MS = 60_000;

interface Shop {
  readonly graphqlUrl: string;
  readonly gatewayUrl: string;
  readonly siteUrl: string;
}

async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ query, variables }),
  });
  const result = (await response.json()) as { data?: T | null; errors?: unknown };
  if (!result.data) throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** A new customer of this run (the seed's demo customer has pedidos of its own). */
async function newCustomer(shop: Shop): Promise<string> {
  const data = await graphql<{ registerCustomer: { token: string } }>(
    shop.graphqlUrl,
    'mutation BenchRegister($input: RegisterCustomerInput!) { registerCustomer(input: $input) { token } }',
    {
      input: {
        name: 'Bruna Medida',
        email: `bench.pagamentos.${Date.now()}@exemplo.com.br`,
        cpf: '390.533.447-05',
        phone: '(31) 99876-5432',
        password: 'Tucano!Azul7',
        acceptPrivacyPolicy: true,
      },
    },
  );
  return data.registerCustomer.token;
}

/** A token of the approved test card, from the stand-in's tokenization (what the card form does). */
async function cardToken(shop: Shop): Promise<string> {
  const publicKey = loadSettings().PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY;
  return (await tokenizeApprovedCard(shop.gatewayUrl, publicKey, 'Bruna Medida')).id;
}

let orders = 0;

function orderInput(product: number, paymentMethod: 'CREDIT_CARD' | 'PIX', card?: string) {
  orders += 1;
  return {
    lines: [
      {
        productId: String(product),
        quantity: 1,
        attributeValueIds: productOf(product).attributes.map((a) => a.values[0]?.id ?? ''),
      },
    ],
    address: {
      recipient: 'Bruna Medida',
      cep: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    freight: 'PAC',
    paymentMethod,
    ...(card === undefined ? {} : { card: { token: card, brand: 'VISA', installments: 1 } }),
    idempotencyKey: `bench-payments-${process.pid}-${Date.now()}-${orders}`,
  };
}

const PLACE_ORDER =
  'mutation BenchPlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { id number status payLink { url } } }';

interface Placed {
  id: string;
  number: string;
  status: string;
  payLink: { url: string } | null;
}

/** One card payment: the time from sending `placeOrder` to its answer. */
async function cardRun(shop: Shop, customer: string, product: number): Promise<number> {
  const input = orderInput(product, 'CREDIT_CARD', await cardToken(shop));
  const started = performance.now();
  const { placeOrder } = await graphql<{ placeOrder: Placed }>(
    shop.graphqlUrl,
    PLACE_ORDER,
    { input },
    customer,
  );
  const elapsed = performance.now() - started;
  if (placeOrder.status !== 'PAID') {
    throw new Error(`The card pedido ${placeOrder.number} is ${placeOrder.status}, not PAID.`);
  }
  return elapsed;
}

/** Resolves with the ms since `started` at which the API says the pedido is PAID. */
async function apiPaid(shop: Shop, customer: string, id: string, started: number) {
  const deadline = started + PAINEL_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const { request } = await graphql<{ request: { status: string } }>(
      shop.graphqlUrl,
      'query BenchPedidoStatus($id: ID!) { request(id: $id) { status } }',
      { id },
      customer,
    );
    if (request.status === 'PAID') return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The API did not confirm pedido ${id} within ${PAINEL_TIMEOUT_MS / 1000} s.`);
}

/**
 * One Pix: placed, its painel page open and showing it waiting; then paid at the test bank.
 * Answers the ms until the page shows `Pago`, and until the API knew.
 */
async function pixRun(shop: Shop, browser: Browser, customer: string, product: number) {
  const { placeOrder } = await graphql<{ placeOrder: Placed }>(
    shop.graphqlUrl,
    PLACE_ORDER,
    { input: orderInput(product, 'PIX') },
    customer,
  );
  const bankUrl = placeOrder.payLink?.url;
  if (!bankUrl) throw new Error(`The Pix pedido ${placeOrder.number} has no test bank link.`);
  const context = await browser.newContext({ locale: 'pt-BR' });
  try {
    await context.addCookies([
      { name: 'token', value: customer, url: shop.siteUrl, sameSite: 'Lax' },
    ]);
    const page = await context.newPage();
    await page.goto(`${shop.siteUrl}/painel?aba=pedidos`);
    const entry = page
      .getByRole('list', { name: 'Seus pedidos' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Pedido ${placeOrder.number}` }) });
    await entry.getByText('Aguardando pagamento').waitFor({ timeout: PAINEL_TIMEOUT_MS });

    const started = performance.now();
    const paid = await fetch(`${bankUrl}/pagar`, { method: 'POST', redirect: 'manual' });
    if (paid.status !== 303) throw new Error(`The test bank answered ${paid.status} to the pay.`);
    const [painelMs, apiMs] = await Promise.all([
      entry
        .getByText('Pago', { exact: true })
        .waitFor({ timeout: PAINEL_TIMEOUT_MS })
        .then(() => performance.now() - started),
      apiPaid(shop, customer, placeOrder.id, started),
    ]);
    return { painelMs, apiMs };
  } finally {
    await context.close();
  }
}

function timed(runsMs: readonly number[], loadBefore: number): TimedRuns {
  return {
    runsMs,
    medianMs: median(runsMs) ?? 0,
    loadAverage: [loadBefore, loadavg()[0] ?? 0],
  };
}

export async function runPayments(
  session: BenchSession,
  log: (line: string) => void,
): Promise<PaymentFigures> {
  // A fresh mock (and stand-in) for the part: every run starts from the seed's stock.
  const mock = await session.useCatalogue(SITE_PRODUCTS);
  const shop: Shop = {
    graphqlUrl: session.proxy.graphqlUrl,
    gatewayUrl: mock.gatewayUrl,
    siteUrl: session.server.url,
  };
  const customer = await newCustomer(shop);

  log(`› card payments: 1 warm-up, then ${CARD_RUNS} runs…`);
  await cardRun(shop, customer, FIRST_CARD_PRODUCT);
  let loadBefore = loadavg()[0] ?? 0;
  const cardMs: number[] = [];
  for (let run = 1; run <= CARD_RUNS; run += 1) {
    cardMs.push(await cardRun(shop, customer, FIRST_CARD_PRODUCT + run));
  }
  const card = timed(cardMs, loadBefore);

  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: [...CHROMIUM_FLAGS],
  });
  try {
    log(`› Pix paid at the test bank until the painel shows it: 1 warm-up, then ${PIX_RUNS} runs…`);
    await pixRun(shop, browser, customer, FIRST_PIX_PRODUCT);
    loadBefore = loadavg()[0] ?? 0;
    const painelMs: number[] = [];
    const apiMs: number[] = [];
    for (let run = 1; run <= PIX_RUNS; run += 1) {
      const figures = await pixRun(shop, browser, customer, FIRST_PIX_PRODUCT + run);
      painelMs.push(figures.painelMs);
      apiMs.push(figures.apiMs);
    }
    return {
      card,
      pixToPainel: { ...timed(painelMs, loadBefore), apiPaidMs: apiMs },
    };
  } finally {
    await browser.close();
  }
}

const ms = (value: number) => Math.round(value);
const load = ([before, after]: readonly [number, number]) =>
  `${before.toFixed(2)} → ${after.toFixed(2)}`;

export function paymentsTables(figures: PaymentFigures): string {
  const { card, pixToPainel } = figures;
  const spread = (runs: readonly number[]) => `${ms(Math.min(...runs))}–${ms(Math.max(...runs))}`;
  return (
    formatTable(
      ['measure', 'runs', 'median ms', 'lowest–highest ms', 'load avg (1 min) before → after'],
      [
        [
          'card: placeOrder until its answer',
          card.runsMs.length,
          ms(card.medianMs),
          spread(card.runsMs),
          load(card.loadAverage),
        ],
        [
          'Pix: paid at the test bank until the painel shows Pago',
          pixToPainel.runsMs.length,
          ms(pixToPainel.medianMs),
          spread(pixToPainel.runsMs),
          load(pixToPainel.loadAverage),
        ],
        [
          '  of which until the API knew (its notification applied)',
          pixToPainel.apiPaidMs.length,
          ms(median(pixToPainel.apiPaidMs) ?? 0),
          spread(pixToPainel.apiPaidMs),
          '',
        ],
      ],
    ) +
    `\nRuns in order (ms): card ${card.runsMs.map(ms).join(', ')}; Pix ${pixToPainel.runsMs.map(ms).join(', ')}.` +
    '\nThe painel asks about a waiting pedido 1 s after it shows, then at most every 3 s for ten minutes: a Pix paid waits for the next look.'
  );
}
