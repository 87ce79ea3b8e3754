/**
 * The default return-postage provider, while the shop has no Correios contract configured
 * (CORREIOS_* empty): it answers well-formed authorizations without calling anyone. Its codes are
 * NOT registered at Correios: an agency will not accept them, so they serve development, the demo
 * and tests only.
 *
 * A code is Correios' e-ticket form, eight digits and their check digit (`e-ticket.ts`), the eight
 * taken from a hash of the protocol: the same protocol always answers the same code. It is valid
 * for Correios' default term, AUTHORIZATION_DAYS calendar days after the day it was first asked
 * for; the same protocol asked again in this process answers the same expiry too.
 */
import { eTicketCheckDigit } from './e-ticket.ts';
import { expiryAfterDays, instructionsFor } from './provider.ts';
import type { ReturnPostage, ReturnPostageProvider } from './provider.ts';

/**
 * Days an authorization of postage lasts when the request names none: Correios counts 10 calendar
 * days from the day it processes the request.
 */
export const AUTHORIZATION_DAYS = 10;

/**
 * The e-ticket of `protocol`: eight digits of its SHA-256 and their check digit. Web Crypto, so
 * the in-browser demo's API makes the same codes.
 */
export async function embeddedCode(protocol: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(protocol));
  const number = String(new DataView(digest).getUint32(0) % 100_000_000).padStart(8, '0');
  return `${number}${eTicketCheckDigit(number)}`;
}

export function createEmbeddedReturnPostageProvider(
  options: { readonly now?: () => number } = {},
): ReturnPostageProvider {
  const now = options.now ?? (() => Date.now());
  const answered = new Map<string, ReturnPostage>();
  return {
    async authorize(request) {
      const earlier = answered.get(request.protocol);
      if (earlier !== undefined) return earlier;
      const code = await embeddedCode(request.protocol);
      const expiresAt = expiryAfterDays(now(), AUTHORIZATION_DAYS);
      const postage = { code, expiresAt, instructions: instructionsFor(code, expiresAt) };
      answered.set(request.protocol, postage);
      return postage;
    },
  };
}
