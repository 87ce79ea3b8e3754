/**
 * Sends every kind of pending change (each feature settles its own: the favorites store before
 * it loads the ids, the tickets list before it loads) and shows the refusals on this page. Each
 * feature settles at most once per page, so this and the page's islands never send one twice.
 * The features' code is imported here, not by the page's script, so that a page without
 * anything waiting does not even list it.
 */
import { showRefusals } from './refusal-notice.ts';

export async function sendPendingChanges(): Promise<void> {
  const [{ settlePendingFavorites }, { settlePendingReadMarks }] = await Promise.all([
    import('~/features/favorites/store'),
    import('~/features/tickets/read-marks'),
  ]);
  const reports = await Promise.all([settlePendingFavorites(), settlePendingReadMarks()]);
  showRefusals(reports.flatMap((report) => report.refused.map(({ message }) => message)));
}
