/**
 * What a new database is filled with (SEED): the demo (`demo`) or only the shop's categories
 * (`none`). Left empty it follows the database: the embedded one is a laptop's demo, a
 * PostgreSQL one (DATABASE_URL) is taken for production.
 */
import type { Settings } from './settings.ts';

export type SeedKind = 'demo' | 'none';

export function seedKind(settings: Pick<Settings, 'SEED' | 'DATABASE_URL'>): SeedKind {
  if (settings.SEED === 'demo' || settings.SEED === 'none') return settings.SEED;
  return settings.DATABASE_URL === '' ? 'demo' : 'none';
}
