/**
 * The sweep that cancels unpaid pedidos past their deadline (`expiry.ts`): each becomes
 * CANCELLED with the timeline entry `Pagamento não recebido no prazo` and its units return to
 * stock. It runs in the API process on a timer and at start, so nothing waits for a browser,
 * and a restart loses nothing (the deadlines are in the database). Several API processes on one
 * PostgreSQL sweep one at a time (an advisory lock), and each pedido moves at most once (the
 * move only happens from PENDING).
 *
 * With a payment provider, each pass first asks it about pending pedidos (a bounded batch,
 * `reconcilePayments`), so a lost notification still confirms a pedido; and an expired pedido's
 * charge is cancelled at the provider before the pedido is: a charge paid by then wins (the
 * pedido is confirmed instead), and a pedido the provider cannot be asked about waits for the
 * next pass. The provider is never called inside a transaction.
 */
import type { DataAccess } from '../../core/data-access.ts';
import type { PaymentProvider } from '../../providers/payments/provider.ts';
import type { Mailer } from '../messages/mailer.ts';
import { reconcilePayments, settleBeforeCancel } from './payments/order-payments.ts';
import { EXPIRED_NOTE } from './expiry.ts';
import { moveRequest } from './request-moves.ts';
import { silentLogger } from '../../../runtime/log.ts';
import type { Logger } from '../../../runtime/log.ts';

/** Pedidos cancelled by one pass at most; the next pass takes the rest. */
const BATCH = 200;

/**
 * How long pedidos are kept, as the privacy policy says: 5 years after the order (the tax
 * authorities' period for fiscal records); then the sweep deletes them.
 */
export const FISCAL_RETENTION_MS = 5 * 365.25 * 24 * 60 * 60 * 1000;

/**
 * Cancels every pedido whose time to pay ran out by `now`, and deletes those past the fiscal
 * retention; answers how many were cancelled.
 */
export async function sweepExpired(
  data: DataAccess,
  now: number,
  mailer: Mailer,
  payments: PaymentProvider | null = null,
  log: Logger = silentLogger,
): Promise<number> {
  const outlets = { mailer, log };
  // Asked outside the transaction: the provider may be slow, and may share the database.
  const settled = new Set<string>();
  if (payments !== null) {
    await reconcilePayments(data, payments, now, outlets);
    for (const id of await data.requests.expiredIds(now, BATCH)) {
      const request = await data.requests.byId(id);
      if (!request || request.status !== 'PENDING') continue;
      if (await settleBeforeCancel(data, payments, request, now, outlets)) settled.add(id);
    }
  }
  return data.transaction(async (tx) => {
    if (!(await tx.requests.tryLockSweep())) return 0;
    await tx.requests.purgePlacedBefore(now - FISCAL_RETENTION_MS);
    let cancelled = 0;
    for (const id of await tx.requests.expiredIds(now, BATCH)) {
      // With a provider, only a pedido whose charge is settled (cancelled, or none) is cancelled.
      if (payments !== null && !settled.has(id)) continue;
      const request = await tx.requests.byId(id);
      if (!request || request.status !== 'PENDING') continue;
      const change = { at: now, note: EXPIRED_NOTE, trackingCode: null, label: EXPIRED_NOTE };
      if (await moveRequest(tx, request, 'CANCELLED', change, mailer)) {
        cancelled += 1;
      }
    }
    return cancelled;
  });
}

export interface ExpirySweeper {
  /** Runs one pass now (tests, and the start). */
  runOnce(): Promise<number>;
  stop(): void;
}

/**
 * Sweeps every `intervalMs` (the caller runs the first pass itself, with `runOnce`, when it
 * must be done before anything else); failures are logged and retried next time.
 */
export function startExpirySweeper(options: {
  data: DataAccess;
  now: () => number;
  intervalMs: number;
  log: Logger;
  /** Writes the `Pedido cancelado` e-mails. */
  mailer: Mailer;
  /** The payment provider to settle pedidos with; none (the browser demo): expiry alone. */
  payments?: PaymentProvider;
}): ExpirySweeper {
  let running: Promise<number> | null = null;
  const runOnce = () => {
    const { data, mailer, payments = null, log } = options;
    running ??= sweepExpired(data, options.now(), mailer, payments, log)
      .then((count) => {
        if (count > 0) log.info({ count }, 'pedido(s) não pago(s) no prazo cancelado(s)');
        return count;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'expiry sweep failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalMs);
  // In Node the sweep alone must not keep the process alive; a browser's timer has no unref.
  (timer as { unref?: () => void }).unref?.();
  return { runOnce, stop: () => clearInterval(timer) };
}
