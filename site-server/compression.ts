/**
 * Response compression for the static server (site-server/serve.ts): which encoding a request
 * accepts, and the bodies of files in that encoding, compressed once and kept in memory.
 *
 * The cache is keyed by file path and encoding and remembers the size and modification time
 * of the file it compressed: a rebuild swaps new files in while the server runs, and the next
 * request for a changed file compresses it again. The file is read through the handle it was
 * stat'ed with, so a body always matches the size and time it is stored under (and the ETag
 * made from them), even when a swap happens in between.
 */
import { open, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { MIN_COMPRESS_BYTES } from '../config/hosting.ts';

export type Encoding = 'br' | 'gzip';

/** Ours, best first: brotli is smaller than gzip at the same cost to decompress. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/**
 * The best encoding `Accept-Encoding` allows, or null for the file as it is. The client's
 * q-values rank first (`q=0` refuses), our preference breaks ties, `*` stands for any encoding
 * not named.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const item of acceptEncoding.split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((param) => /^q\s*=/.test(param));
    const weight = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1).trim());
    weights.set(name, Number.isFinite(weight) && weight > 0 ? Math.min(weight, 1) : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

export interface FileBody {
  readonly body: Buffer;
  /** null: the file as it is on disk. */
  readonly encoding: Encoding | null;
  /** Size and modification time of the file on disk (for ETag and Last-Modified). */
  readonly size: number;
  readonly mtimeMs: number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `max`: the smallest output, for files compressed once and cached for long (brotli 11 takes
 * ~0.3 s for a 200 KB script). `fast`: files that change with every build and are fetched
 * once each (brotli 5 is some 40 times faster and about 8 % larger).
 */
export type Effort = 'max' | 'fast';

function compress(data: Buffer, encoding: Encoding, effort: Effort): Promise<Buffer> {
  const max = effort === 'max';
  return encoding === 'br'
    ? brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: max ? constants.BROTLI_MAX_QUALITY : 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : gzipAsync(data, { level: max ? constants.Z_BEST_COMPRESSION : 6 });
}

/** The file as it is, with the size and time of exactly these bytes. */
async function readWhole(path: string): Promise<FileBody> {
  const handle = await open(path, 'r');
  try {
    const { size, mtimeMs } = await handle.stat();
    return { body: await handle.readFile(), encoding: null, size, mtimeMs };
  } finally {
    await handle.close();
  }
}

export interface CompressedFiles {
  /**
   * The body of the file at `path` in `encoding`, or as it is when `encoding` is null or the
   * file is smaller than MIN_COMPRESS_BYTES. Rejects like `open` when the file is gone.
   */
  load(path: string, encoding: Encoding | null, effort?: Effort): Promise<FileBody>;
  /** Bytes of compressed bodies held now. */
  readonly heldBytes: number;
}

interface Entry {
  readonly size: number;
  readonly mtimeMs: number;
  readonly body: Promise<FileBody>;
  /** Counted once the body is ready. */
  bytes: number;
}

/** 64 MB holds every text file of a large catalogue's hot pages; the least recent go first. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export function createCompressedFiles({ maxBytes = DEFAULT_MAX_BYTES } = {}): CompressedFiles {
  const entries = new Map<string, Entry>();
  let heldBytes = 0;

  function forget(key: string, entry: Entry): void {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    heldBytes -= entry.bytes;
  }

  function evict(): void {
    for (const [key, entry] of entries) {
      if (heldBytes <= maxBytes) return;
      forget(key, entry);
    }
  }

  async function compressFile(path: string, encoding: Encoding, effort: Effort): Promise<FileBody> {
    const whole = await readWhole(path);
    if (whole.size < MIN_COMPRESS_BYTES) return whole;
    return { ...whole, body: await compress(whole.body, encoding, effort), encoding };
  }

  return {
    get heldBytes() {
      return heldBytes;
    },
    async load(path, encoding, effort = 'fast') {
      if (encoding === null) return readWhole(path);
      const { size, mtimeMs } = await stat(path);
      if (size < MIN_COMPRESS_BYTES) return readWhole(path);

      const key = `${encoding}\0${path}`;
      const cached = entries.get(key);
      if (cached && cached.size === size && cached.mtimeMs === mtimeMs) {
        // Most recently used goes last, so eviction takes the least recent first.
        entries.delete(key);
        entries.set(key, cached);
        return cached.body;
      }
      if (cached) forget(key, cached);

      const entry: Entry = { size, mtimeMs, body: compressFile(path, encoding, effort), bytes: 0 };
      entries.set(key, entry);
      try {
        const result = await entry.body;
        if (result.size !== size || result.mtimeMs !== mtimeMs) {
          // Replaced between stat and open: keep nothing under the old key.
          forget(key, entry);
        } else if (entries.get(key) === entry) {
          entry.bytes = result.body.length;
          heldBytes += entry.bytes;
          evict();
        }
        return result;
      } catch (error) {
        forget(key, entry);
        throw error;
      }
    },
  };
}
