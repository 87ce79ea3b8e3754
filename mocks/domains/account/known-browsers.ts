/**
 * Guesses at an account as the abuse bounds count them: from a browser the customer logged in
 * from (a live device proof of that account), or from anyone else. See device-proofs.ts.
 */
import type { MockContext } from '../../api/context.ts';
import type { GuessSource } from '../../guards/abuse-limits.ts';

/** A guess at `account` (the customer's, when it is registered) from this request. */
export async function guessSource(
  ctx: MockContext,
  account: string,
  customerId: string | null,
): Promise<GuessSource & { readonly proof: string | null }> {
  const known =
    customerId === null
      ? null
      : await ctx.data.deviceProofs.matching(customerId, ctx.deviceProofs, ctx.now);
  return {
    account,
    address: ctx.clientAddress,
    device: known?.hash ?? null,
    proof: known?.proof ?? null,
  };
}

/**
 * After a successful login from this browser: the proof it keeps from now on, renewed when it
 * presented one of this customer, else a new one.
 */
export async function rememberBrowser(
  ctx: MockContext,
  customerId: string,
  source: { readonly device: string | null; readonly proof: string | null },
): Promise<string> {
  if (source.device !== null && source.proof !== null) {
    await ctx.data.deviceProofs.renew(source.device, ctx.now);
    return source.proof;
  }
  return ctx.data.deviceProofs.issue(customerId, ctx.now);
}
