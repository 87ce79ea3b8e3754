/** Plain-text tables for the console: numbers right-aligned, everything else left-aligned. */

export type Cell = string | number | null;

function show(cell: Cell): string {
  if (cell === null) return '—';
  return typeof cell === 'number' ? cell.toLocaleString('en') : cell;
}

export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly Cell[])[],
): string {
  const text = rows.map((row) => headers.map((_, index) => show(row[index] ?? null)));
  const widths = headers.map((header, index) =>
    Math.max(header.length, ...text.map((row) => (row[index] ?? '').length)),
  );
  const numeric = headers.map((_, index) =>
    rows.every((row) => row[index] === null || typeof row[index] === 'number'),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) => {
        const width = widths[index] ?? 0;
        return numeric[index] ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...text.map(line)].join(
    '\n',
  );
}

export const kilobytes = (bytes: number): string => (bytes / 1000).toFixed(1);
export const megabytes = (bytes: number): string => (bytes / 1e6).toFixed(0);
export const seconds = (ms: number | null): string | null =>
  ms === null ? null : (ms / 1000).toFixed(1);
