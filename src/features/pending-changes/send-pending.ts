/**
 * Sends every kind of pending change (each feature settles its own: the favorites store before
 * it loads the ids, the tickets list before it loads) and shows the refusals on this page. Each
 * feature settles at most once per page, so this and the page's islands never send one twice.
 */
import { settlePendingFavorites } from '~/features/favorites/store';
import { settlePendingReadMarks } from '~/features/tickets/read-marks';
import { showRefusals } from './refusal-notice.ts';

export async function sendPendingChanges(): Promise<void> {
  const reports = await Promise.all([settlePendingFavorites(), settlePendingReadMarks()]);
  showRefusals(reports.flatMap((report) => report.refused.map(({ message }) => message)));
}
