/**
 * How many pages and JSON files the floor renders: the counts the benchmark passes in the
 * environment (the real build's own counts), 1 each when run by hand.
 */
function count(name: string): number {
  const value = Number(process.env[name] ?? '1');
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

export const PAGE_COUNT = count('BENCH_FLOOR_PAGES');
export const JSON_COUNT = count('BENCH_FLOOR_JSON');

/** Route parameters `1..n`, the shape `getStaticPaths` returns. */
export function ids(n: number): { params: { id: string } }[] {
  return Array.from({ length: n }, (_, index) => ({ params: { id: String(index + 1) } }));
}
