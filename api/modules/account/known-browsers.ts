/**
 * Guesses at an account as the abuse bounds count them: from a browser the account's owner
 * logged in from (a live device proof of that account), or from anyone else. See
 * device-proofs.ts. Customers' proofs by default; staff logins pass the staff members' store.
 */
import type { ApiContext } from '../../core/context.ts';
import type { GuessSource } from '../../guards/abuse-limits.ts';
import type { DeviceProofStore } from './device-proofs.ts';

/** A guess at `account` (owned by `ownerId`, when it is registered) from this request. */
export async function guessSource(
  ctx: ApiContext,
  account: string,
  ownerId: string | null,
  proofs: DeviceProofStore = ctx.data.deviceProofs,
): Promise<GuessSource & { readonly proof: string | null }> {
  const known = ownerId === null ? null : await proofs.matching(ownerId, ctx.deviceProofs, ctx.now);
  return {
    account,
    address: ctx.clientAddress,
    device: known?.hash ?? null,
    proof: known?.proof ?? null,
  };
}

/**
 * After a successful login from this browser: the proof it keeps from now on, renewed when it
 * presented one of this account, else a new one.
 */
export async function rememberBrowser(
  ctx: ApiContext,
  ownerId: string,
  source: { readonly device: string | null; readonly proof: string | null },
  proofs: DeviceProofStore = ctx.data.deviceProofs,
): Promise<string> {
  if (source.device !== null && source.proof !== null) {
    await proofs.renew(source.device, ctx.now);
    return source.proof;
  }
  return proofs.issue(ownerId, ctx.now);
}
