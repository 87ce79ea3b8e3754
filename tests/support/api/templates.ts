/** What tests' databases are made from, shared by vitest's global setup and the test helpers. */

/** How many products the standard test catalogue has. */
export const TEST_PRODUCTS = 50;

/** Where the global setup leaves each engine's template (a file, a database name). */
export const TEMPLATE_ENV = {
  embedded: 'TEST_EMBEDDED_TEMPLATE',
  postgres: 'TEST_POSTGRES_TEMPLATE',
} as const;

/** Where the global setup leaves an embedded database as initdb made it: no migration, no row. */
export const EMPTY_EMBEDDED_TEMPLATE_ENV = 'TEST_EMBEDDED_EMPTY_TEMPLATE';
