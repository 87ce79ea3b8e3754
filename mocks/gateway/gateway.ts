/**
 * The embedded payment stand-in whole, on its own origin: card tokenization and the BIN search
 * for the shop's pages (`handler.ts`), the charges and customers APIs for the shop's server
 * (`charges-handler.ts`, `customers-handler.ts`), the test
 * bank for shoppers (`bank-page.ts`), and its background work: expiring unpaid charges whose
 * time ran out and delivering the notifications it owes, once a second and at once after each
 * change. Each request gets an id and an access line on its logger (`api/http/access-log.ts`),
 * never a body, which may carry a card.
 */
import { finishRequest, startRequest } from '../../api/http/access-log.ts';
import type { RequestInfo } from '../../api/http/handler.ts';
import type { Logger } from '../../runtime/log.ts';
import { BANK_PATH, createBankPage } from './bank-page.ts';
import type { CardTokenVault } from './card-tokens.ts';
import { createLedger } from './charges.ts';
import { CHARGES_PATH, createChargesApi } from './charges-handler.ts';
import { createCustomerStore } from './customers.ts';
import { CUSTOMERS_PATH, createCustomersApi } from './customers-handler.ts';
import { createGatewayHandler } from './handler.ts';
import { failure } from './http.ts';
import { createNotifier } from './notifications.ts';
import type { NotifierOptions } from './notifications.ts';

/** How often the background work runs when nothing nudges it. */
const PASS_INTERVAL_MS = 1_000;

export interface PaymentGatewayOptions extends Pick<NotifierOptions, 'db' | 'send' | 'retry'> {
  readonly vault: CardTokenVault;
  /** PUBLIC_PAYMENT_GATEWAY_PUBLIC_KEY: what the card form sends to tokenize. */
  readonly publicKey: string;
  /** Origins whose pages may tokenize cards (the shop's site). */
  readonly allowedOrigins: readonly string[];
  /** MOCK_PAYMENT_GATEWAY_ACCESS_TOKEN: what the shop's server sends to charge. */
  readonly accessToken: string;
  /** MOCK_PAYMENT_GATEWAY_WEBHOOK_SECRET: what its notifications are signed with. */
  readonly webhookSecret: string;
  /** The Pix receiver (PIX_MERCHANT_NAME, PIX_MERCHANT_CITY). */
  readonly merchant: { readonly name: string; readonly city: string };
  /** Its public origin, known once it listens: the test bank's links point there. */
  readonly publicOrigin: () => string;
  readonly log: Logger;
  readonly now?: () => number;
}

export interface PaymentGateway {
  fetch(request: Request, info?: RequestInfo): Promise<Response>;
  /** Runs the background work once now (and again if a change arrives meanwhile). */
  runOnce(): Promise<void>;
  /** Stops the background work, after the pass under way. */
  stop(): Promise<void>;
}

export function startPaymentGateway(options: PaymentGatewayOptions): PaymentGateway {
  const ledger = createLedger({
    db: options.db,
    merchant: options.merchant,
    now: options.now,
    onChange: () => void runOnce(),
  });
  const notifier = createNotifier({
    db: options.db,
    secret: options.webhookSecret,
    now: options.now,
    send: options.send,
    retry: options.retry,
  });
  const tokens = createGatewayHandler({
    vault: options.vault,
    publicKey: options.publicKey,
    allowedOrigins: options.allowedOrigins,
  });
  const charges = createChargesApi({
    ledger,
    accessToken: options.accessToken,
    bankUrl: (id) => `${options.publicOrigin()}${BANK_PATH}${id}`,
    now: options.now,
  });
  const customers = createCustomersApi({
    customers: createCustomerStore(options.db, options.now),
    accessToken: options.accessToken,
  });
  const bank = createBankPage({
    ledger,
    merchantName: options.merchant.name,
    publicOrigin: options.publicOrigin,
  });

  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function pass(): Promise<void> {
    do {
      again = false;
      await ledger.expireDue();
      await notifier.deliverDue();
    } while (again && !stopped);
  }

  function runOnce(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'payment stand-in: background work failed');
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void runOnce(), PASS_INTERVAL_MS);
  timer.unref();

  async function answer(
    request: Request,
    pathname: string,
    info: RequestInfo | undefined,
  ): Promise<Response> {
    try {
      if (pathname === CHARGES_PATH || pathname.startsWith(`${CHARGES_PATH}/`)) {
        return await charges.fetch(request);
      }
      if (pathname === CUSTOMERS_PATH || pathname.startsWith(`${CUSTOMERS_PATH}/`)) {
        return await customers.fetch(request);
      }
      if (pathname.startsWith(BANK_PATH)) return await bank.fetch(request);
    } catch {
      // No detail and no body in any log: a request may carry a payer's data.
      return failure(500, 'invalid_request_error', 'internal_error');
    }
    return tokens.fetch(request, info);
  }

  return {
    async fetch(request, info) {
      const served = startRequest(request, options.log);
      const response = await answer(request, served.pathname, info);
      const client = info ? { client: info.clientAddress } : {};
      return finishRequest(served, response, client).response;
    },
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
