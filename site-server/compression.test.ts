import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES } from '../config/hosting.ts';
import { createCompressedFiles, negotiateEncoding } from './compression.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['br; q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip, *;q=0', 'gzip'],
    ['br;q=abc, gzip;q=0.1', 'gzip'],
  ])('Accept-Encoding %s gives %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('createCompressedFiles', () => {
  let dir: string;
  const text = 'Monitor 27 polegadas, garantia de 12 meses.\n'.repeat(100);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'compression-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  function write(name: string, content: string, mtimeSeconds?: number): string {
    const path = join(dir, name);
    writeFileSync(path, content);
    if (mtimeSeconds !== undefined) utimesSync(path, mtimeSeconds, mtimeSeconds);
    return path;
  }

  it('compresses with brotli or gzip, reporting the size and time of the file on disk', async () => {
    const path = write('page.html', text, 1_700_000_000);
    const files = createCompressedFiles();

    const br = await files.load(path, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(br.size).toBe(Buffer.byteLength(text));
    expect(br.mtimeMs).toBe(1_700_000_000_000);

    const gzip = await files.load(path, 'gzip', 'max');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(text);
  });

  it('gives the file as it is without an encoding, or when it is too small to pay off', async () => {
    const files = createCompressedFiles();
    const plain = await files.load(write('page.html', text), null);
    expect(plain).toMatchObject({ encoding: null, body: Buffer.from(text) });

    const small = 'x'.repeat(MIN_COMPRESS_BYTES - 1);
    const tiny = await files.load(write('tiny.html', small), 'br');
    expect(tiny).toMatchObject({ encoding: null, body: Buffer.from(small) });
    expect(files.heldBytes).toBe(0);
  });

  it('compresses a file once, for requests at the same time and later ones', async () => {
    const path = write('app.js', text);
    const files = createCompressedFiles();

    const [first, second] = await Promise.all([files.load(path, 'br'), files.load(path, 'br')]);
    const third = await files.load(path, 'br');

    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    expect(files.heldBytes).toBe(first.body.length);
  });

  it.each([
    [
      'a new time, same size',
      'Monitor 32 polegadas, garantia de 12 meses.\n'.repeat(100),
      1_800_000_000,
    ],
    ['a new size, same time', `${text}mais uma linha\n`, 1_700_000_000],
  ])('compresses again a file replaced with %s', async (_, replacement, mtime) => {
    const path = write('app.js', text, 1_700_000_000);
    const files = createCompressedFiles();
    const before = await files.load(path, 'br');

    write('app.js', replacement, mtime);
    const after = await files.load(path, 'br');

    expect(brotliDecompressSync(after.body).toString()).toBe(replacement);
    expect(after.body).not.toBe(before.body);
    expect(files.heldBytes).toBe(after.body.length);
  });

  it('lets go of the least recently used bodies beyond its budget', async () => {
    const paths = ['a.js', 'b.js', 'c.js'].map((name, index) =>
      write(name, `${index}${text}`.repeat(20)),
    );
    const sizes = await Promise.all(
      paths.map(async (path) => (await createCompressedFiles().load(path, 'gzip')).body.length),
    );
    const budget = (sizes[0] ?? 0) + (sizes[1] ?? 0);
    const files = createCompressedFiles({ maxBytes: budget });

    const [a, b, c] = paths as [string, string, string];
    const firstA = await files.load(a, 'gzip');
    await files.load(b, 'gzip');
    await files.load(a, 'gzip'); // a is now more recent than b
    await files.load(c, 'gzip'); // over budget: b goes

    expect(files.heldBytes).toBeLessThanOrEqual(budget);
    expect((await files.load(a, 'gzip')).body).toBe(firstA.body);
  });

  it('rejects for a file that is gone, and keeps nothing for it', async () => {
    const files = createCompressedFiles();
    await expect(files.load(join(dir, 'gone.js'), 'br')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(files.heldBytes).toBe(0);
  });
});
