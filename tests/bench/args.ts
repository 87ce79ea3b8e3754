/** The command line of `npm run bench`: which parts run, and at which catalogue sizes. */
import { parseArgs } from 'node:util';

export const PARTS = [
  'scale',
  'publish',
  'weight',
  'lighthouse',
  'serve-under-load',
  'database',
  'search',
  'payments',
  'messages',
  'photo',
] as const;
export type Part = (typeof PARTS)[number];

export const DEFAULT_SIZES: readonly number[] = [50, 1_000, 10_000];
export const FULL_SIZE = 100_000;

export interface BenchOptions {
  /** Catalogue sizes of the scale part, ascending, without duplicates. */
  readonly sizes: readonly number[];
  readonly parts: ReadonlySet<Part>;
}

/** A command line the benchmark cannot run with; the message says what to type instead. */
export class BenchUsageError extends Error {
  override name = 'BenchUsageError';
}

export const USAGE =
  'Usage: npm run bench [-- [--sizes 50,1000] [--full] [--only scale|publish|weight|lighthouse|serve-under-load|database|search|payments|messages|photo[,…]]]';

function parseSizes(text: string): number[] {
  return text.split(',').map((item) => {
    const size = Number(item.trim().replaceAll('_', ''));
    if (!Number.isInteger(size) || size < 1) {
      throw new BenchUsageError(`--sizes takes whole numbers above 0, got "${item}". ${USAGE}`);
    }
    return size;
  });
}

function parseParts(text: string): Set<Part> {
  const parts = new Set<Part>();
  for (const item of text.split(',').map((part) => part.trim())) {
    const part = PARTS.find((known) => known === item);
    if (!part) {
      throw new BenchUsageError(`--only takes ${PARTS.join(', ')}; got "${item}". ${USAGE}`);
    }
    parts.add(part);
  }
  return parts;
}

export function parseBenchArgs(args: readonly string[]): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        sizes: { type: 'string' },
        full: { type: 'boolean', default: false },
        only: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new BenchUsageError(`${(error as Error).message}. ${USAGE}`);
  }
  const sizes = values.sizes === undefined ? [...DEFAULT_SIZES] : parseSizes(values.sizes);
  if (values.full) sizes.push(FULL_SIZE);
  return {
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    parts: values.only === undefined ? new Set(PARTS) : parseParts(values.only),
  };
}
