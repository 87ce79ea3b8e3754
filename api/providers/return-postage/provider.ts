/**
 * The one face of the Correios reverse-logistics service that the rest of the API uses: a return
 * approved by support gets a postage authorization (`Código de postagem`), which the customer
 * takes to any Correios agency to post the parcel back at no cost. Which provider answers
 * (`choose-provider.ts`) is invisible behind it.
 */

/** Where the parcel leaves from: the customer's address. */
export interface ReturnAddress {
  /** Eight digits. */
  readonly cep: string;
  readonly street: string;
  readonly number: string;
  /** Empty when there is none. */
  readonly complement: string;
  readonly district: string;
  readonly city: string;
  /** Two letters (UF), e.g. `SP`. */
  readonly state: string;
}

/** Who posts the parcel back: the customer of the return. */
export interface ReturnSender {
  readonly name: string;
  readonly email: string;
  /** Eleven digits. */
  readonly cpf: string;
  /** With the area code (DDD), digits or formatted, e.g. `(11) 98765-4321`. */
  readonly phone?: string;
  readonly address: ReturnAddress;
}

export interface ReturnPostageRequest {
  /**
   * The shop's return protocol (`DEV-2026-000012`), and the idempotency key: the same protocol
   * answers the same authorization.
   */
  readonly protocol: string;
  readonly sender: ReturnSender;
  /** What the parcel is worth, in integer cents. */
  readonly declaredValueCents: number;
  /** What goes back, e.g. `2x Fone XYZ`. */
  readonly description: string;
}

export interface ReturnPostage {
  /** The authorization the customer shows at the agency (Correios' e-ticket, nine digits). */
  readonly code: string;
  /** The first moment the code no longer posts (the end of its last day, in São Paulo), in ms. */
  readonly expiresAt: number;
  /** One sentence for the customer, in Portuguese: where to go, with what, until when. */
  readonly instructions: string;
}

export interface ReturnPostageProvider {
  authorize(request: ReturnPostageRequest): Promise<ReturnPostage>;
}

/** What staff are told when Correios cannot be reached. */
export const RETURN_POSTAGE_UNAVAILABLE_MESSAGE =
  'Os Correios não responderam ao pedido de autorização de postagem: tente de novo em instantes.';

/**
 * A provider call that did not answer an authorization:
 * - `unavailable`: no answer, or Correios said its service is down; the same protocol may be
 *   tried again later;
 * - `rejected`: Correios refused the request as it is (the message says why, in Portuguese);
 * - `unauthorized`: Correios refused the shop's credentials or contract (a setting to fix).
 * `message` is for staff; `detail` is for the log and carries no secret.
 */
export class ReturnPostageError extends Error {
  override name = 'ReturnPostageError';
  readonly kind: 'unavailable' | 'rejected' | 'unauthorized';
  readonly detail: string;
  constructor(kind: ReturnPostageError['kind'], message: string, detail: string) {
    super(message);
    this.kind = kind;
    this.detail = detail;
  }
}

/** São Paulo's offset from UTC (no daylight saving since 2019), in which Correios dates are. */
const SAO_PAULO_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first moment after São Paulo's calendar day `day` (year, month 1-12, day) ends. */
export function endOfSaoPauloDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day + 1) + SAO_PAULO_OFFSET_MS;
}

/**
 * The end of the `days`-th calendar day after `now`'s day in São Paulo: an authorization asked
 * for on 20/07 with 10 days posts until 30/07 inclusive.
 */
export function expiryAfterDays(now: number, days: number): number {
  const today = new Date(now - SAO_PAULO_OFFSET_MS);
  return endOfSaoPauloDay(
    today.getUTCFullYear(),
    today.getUTCMonth() + 1,
    today.getUTCDate() + days,
  );
}

/** `expiresAt`'s last day as `DD/MM/AAAA`, in São Paulo. */
export function lastDayOf(expiresAt: number): string {
  const last = new Date(expiresAt - SAO_PAULO_OFFSET_MS - DAY_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(last.getUTCDate())}/${two(last.getUTCMonth() + 1)}/${last.getUTCFullYear()}`;
}

/** The customer's sentence for an authorization. */
export function instructionsFor(code: string, expiresAt: number): string {
  return `Leve o pacote a uma agência dos Correios até ${lastDayOf(expiresAt)} e informe o código de postagem ${code}: o envio é gratuito.`;
}
