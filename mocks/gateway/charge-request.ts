/**
 * What a charge request to the payment stand-in must hold, checked as a PSP checks it before
 * anything is charged: the first field that is wrong is named (`param`) with its code.
 *
 *   {"amount": cents, "reference", "description", "payment_method": "card"|"pix"|"boleto",
 *    "card_token", "installments" (card), "expires_at" (Pix, boleto; ISO 8601, in the future),
 *    "payer": {"name", "email", "document" (CPF or CNPJ digits; required for a boleto)}, or for a
 *             card, the customer a saved card is saved under: {"type": "customer", "id"},
 *    "notification_url"}
 */
import type { NewCharge } from './charges.ts';

export interface FieldError {
  readonly param: string;
  readonly code: 'missing' | 'invalid';
}

/** R$ 1.000.000,00: far above any pedido, low enough to stay a safe integer in every sum. */
const MAX_AMOUNT_CENTS = 100_000_000;
const MAX_INSTALLMENTS = 24;

type Fields = Record<string, unknown>;

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() !== '' && value.length <= max ? value : null;
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function fault(param: string, value: unknown): FieldError {
  return { param, code: value === undefined || value === null ? 'missing' : 'invalid' };
}

/** A card payer named as a customer of the stand-in: its id; null for a payer by name. */
function customerPayer(payer: unknown): string | null | FieldError {
  if (typeof payer !== 'object' || payer === null || (payer as Fields)['type'] !== 'customer') {
    return null;
  }
  const id = (payer as Fields)['id'];
  return text(id, 64) ?? fault('payer.id', id);
}

function payerProblem(payer: unknown, boleto: boolean): FieldError | null {
  if (typeof payer !== 'object' || payer === null) return fault('payer', payer);
  const { name, email, document } = payer as Fields;
  if (text(name, 200) === null) return fault('payer.name', name);
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
    return fault('payer.email', email);
  }
  const documentOk = typeof document === 'string' && /^(\d{11}|\d{14})$/.test(document);
  if ((boleto || document !== undefined) && !documentOk) return fault('payer.document', document);
  return null;
}

/** The charge `body` asks for, or the first field that is wrong. `now` dates `expires_at`. */
export function parseChargeRequest(body: unknown, now: number): NewCharge | FieldError {
  const fields: Fields = typeof body === 'object' && body !== null ? (body as Fields) : {};
  const { amount, reference, description, payment_method: method } = fields;
  if (
    !Number.isInteger(amount) ||
    (amount as number) < 1 ||
    (amount as number) > MAX_AMOUNT_CENTS
  ) {
    return fault('amount', amount);
  }
  if (text(reference, 64) === null) return fault('reference', reference);
  if (text(description, 200) === null) return fault('description', description);
  if (method !== 'card' && method !== 'pix' && method !== 'boleto') {
    return fault('payment_method', method);
  }
  const customer = method === 'card' ? customerPayer(fields['payer']) : null;
  if (typeof customer === 'object' && customer !== null) return customer;
  const payer = customer === null ? payerProblem(fields['payer'], method === 'boleto') : null;
  if (payer) return payer;
  const notification = fields['notification_url'];
  const notificationUrl = notification === undefined ? null : httpUrl(notification);
  if (notification !== undefined && notificationUrl === null) {
    return fault('notification_url', notification);
  }
  const common = {
    amountCents: amount as number,
    reference: reference as string,
    description: description as string,
    method,
    notificationUrl,
  } as const;

  if (method === 'card') {
    const { card_token: token, installments = 1 } = fields;
    if (text(token, 200) === null) return fault('card_token', token);
    const count = installments as number;
    if (!Number.isInteger(count) || count < 1 || count > MAX_INSTALLMENTS) {
      return fault('installments', installments);
    }
    return {
      ...common,
      cardToken: token as string,
      payerCustomerId: customer,
      installments: count,
      expiresAt: null,
    };
  }
  const expires = fields['expires_at'];
  const expiresAt = typeof expires === 'string' ? Date.parse(expires) : Number.NaN;
  if (!(expiresAt > now)) return fault('expires_at', expires);
  return { ...common, cardToken: null, payerCustomerId: null, installments: 1, expiresAt };
}
