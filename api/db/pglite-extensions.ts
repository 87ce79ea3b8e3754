/**
 * The contrib extensions the schema uses (product search: `unaccent`, `pg_trgm`,
 * `fuzzystrmatch`). PostgreSQL has them installed; PGlite must load them each time it opens a
 * database, on the server and in the browser demo alike.
 */
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const PGLITE_EXTENSIONS = { unaccent, pg_trgm, fuzzystrmatch };
