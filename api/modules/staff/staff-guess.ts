/**
 * A guess at a staff account, counted like customers' guesses under a key of its own: per
 * address first, then per account, or in its own bucket when the browser presents a live
 * device proof of that staff member (the back office forwards the browser's address and its
 * proof cookie), so strangers' wrong passwords never lock a staff member out of their browser.
 */
import type { ApiContext } from '../../core/context.ts';
import { guessSource } from '../account/known-browsers.ts';
import type { StaffRecord } from './staff-store.ts';

export function staffGuess(ctx: ApiContext, email: string, member: StaffRecord | null) {
  return guessSource(ctx, `staff:${email}`, member?.id ?? null, ctx.data.staffDeviceProofs);
}
