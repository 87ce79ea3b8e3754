/**
 * `POST /webhooks/payments` (NOTIFICATION_PATH): where the payment provider tells the API that a
 * charge changed. The provider checks the notification (signature, age, replay, size: 401 and
 * nothing changes when it is not believed); a believed one only names a charge, which is read
 * from the provider and applied (`applyCharge`). Bounded per client like the API's other doors.
 * A failure to read or apply answers 503, so the provider delivers it again later.
 */
import type { Mailer } from '../../messages/mailer.ts';
import type { DataAccess } from '../../../core/data-access.ts';
import { NOTIFICATION_PATH, PaymentProviderError } from '../../../providers/payments/provider.ts';
import type { PaymentProvider } from '../../../providers/payments/provider.ts';
import type { Logger } from '../../../../runtime/log.ts';
import { applyCharge } from './order-payments.ts';

export { NOTIFICATION_PATH };

/** Notifications one client may send in a minute: far above what a provider sends for one shop. */
export const NOTIFICATIONS_PER_MINUTE = 120;
const MINUTE = 60_000;
/** Clients counted at once at most; past it the oldest windows are forgotten. */
const MAX_CLIENTS = 10_000;

export interface PaymentWebhookOptions {
  readonly data: DataAccess;
  readonly payments: PaymentProvider;
  readonly now: () => number;
  /** Writes the e-mails a pedido's payment brings (`Pagamento aprovado`, the confirmation). */
  readonly mailer: Mailer;
  readonly perMinute?: number;
}

function plain(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  });
}

/** A fixed one-minute window per client. */
function minuteCounter(limit: number, now: () => number) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one request of `client`; answers the ms to wait when it is past the limit. */
    take(client: string): number {
      const at = now();
      const current = windows.get(client);
      if (!current || at - current.start >= MINUTE) {
        if (windows.size >= MAX_CLIENTS) {
          for (const [key, window] of windows) {
            if (at - window.start >= MINUTE || windows.size >= MAX_CLIENTS) windows.delete(key);
            if (windows.size < MAX_CLIENTS / 2) break;
          }
        }
        windows.set(client, { start: at, count: 1 });
        return 0;
      }
      current.count += 1;
      return current.count > limit ? current.start + MINUTE - at : 0;
    },
  };
}

export function createPaymentWebhook(options: PaymentWebhookOptions) {
  const counter = minuteCounter(options.perMinute ?? NOTIFICATIONS_PER_MINUTE, options.now);
  /** Answers `request` from `client`; `log` is the request's logger. */
  return async function paymentWebhook(
    request: Request,
    client: string,
    log: Logger,
  ): Promise<Response> {
    if (request.method !== 'POST') {
      return plain('Use POST.', 405, { Allow: 'POST' });
    }
    const wait = counter.take(client);
    if (wait > 0) {
      return plain('Muitas notificações.', 429, {
        'Retry-After': String(Math.max(1, Math.ceil(wait / 1000))),
      });
    }
    const check = await options.payments.checkNotification(request);
    if (!check.ok) {
      log.warn({ reason: check.reason }, 'payments: notification refused');
      return check.reason === 'too_large'
        ? plain('Notificação grande demais.', 413)
        : plain('Notificação não autenticada.', 401);
    }
    if (check.chargeId === null) return plain('ok', 200);
    try {
      const charge = await options.payments.get(check.chargeId);
      await applyCharge(options.data, charge, options.now(), { mailer: options.mailer, log });
      return plain('ok', 200);
    } catch (error) {
      log.warn(
        { charge: check.chargeId },
        `payments: notification not applied (${error instanceof PaymentProviderError ? error.detail : String(error)})`,
      );
      return plain('Tente de novo mais tarde.', 503);
    }
  };
}
