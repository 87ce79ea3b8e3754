/**
 * How values cross between the API's records and the database's columns: times are
 * milliseconds since the epoch in the API and `timestamptz` in the tables, money is reais in
 * the API and whole cents in the tables, ids are strings in GraphQL and integers in the tables.
 */

export function toDate(ms: number): Date {
  return new Date(ms);
}

export function toMs(date: Date): number {
  return date.getTime();
}

export function toMsOrNull(date: Date | null): number | null {
  return date === null ? null : date.getTime();
}

export function toCents(reais: number): number {
  return Math.round(reais * 100);
}

export function toReais(cents: number): number {
  return cents / 100;
}

/** The integer id of a GraphQL id, or null when it cannot name a row (then nothing matches). */
export function rowId(id: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}

/** PostgreSQL's code for a unique constraint that refused a row. */
export const UNIQUE_VIOLATION = '23505';

/** The constraint a database error names, when it is a unique violation; else null. */
export function violatedUnique(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && typeof constraint === 'string' ? constraint : null;
}

/** An `ilike` pattern matching text that contains `part` as typed (its `%`, `_`, `\` literal). */
export function containsPattern(part: string): string {
  return `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
