import type { Db } from './database.ts';

/**
 * What a new (or reset) database is filled with, in the caller's transaction: the demo's
 * catalogue and accounts when the shop runs as a demo, nothing in production. The API does not
 * know which; whoever starts it says.
 */
export interface Seeder {
  /** Says what it seeds, for the log line of a new database (`50 produtos`). */
  readonly description: string;
  seed(db: Db): Promise<void>;
}
