import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeIntoServedFolder } from './merge-site.ts';

let base: string;
let built: string;
let served: string;

function put(root: string, file: string, content: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), content);
}
const read = (file: string) => readFileSync(join(served, file), 'utf8');

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'merge-test-'));
  built = join(base, 'built');
  served = join(base, 'served');
  put(served, 'index.html', 'home 1');
  put(served, 'produtos/1/index.html', 'product 1');
  put(served, 'produtos/1/_payload.json', '{"id":1}');
  put(served, 'produtos/2/index.html', 'product 2');
  put(served, 'produtos/2/_payload.json', '{"id":2}');
  put(served, 'builds/latest.json', '{"id":"a"}');
  put(served, 'builds/meta/a.json', 'a');
  put(served, 'builds/meta/old.json', 'old');
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('mergeIntoServedFolder', () => {
  it('brings in changed and new files, keeps the reused ones and consumes the build', () => {
    put(built, 'index.html', 'home 2');
    put(built, 'produtos/3/index.html', 'product 3');
    put(built, 'builds/latest.json', '{"id":"b"}');
    put(built, 'builds/meta/a.json', 'a');
    put(built, 'builds/meta/b.json', 'b');
    const result = mergeIntoServedFolder(built, served, []);
    expect(read('index.html')).toBe('home 2');
    expect(read('produtos/3/index.html')).toBe('product 3');
    expect(read('produtos/1/index.html')).toBe('product 1');
    expect(read('builds/latest.json')).toBe('{"id":"b"}');
    expect(existsSync(built)).toBe(false);
    // index.html, produtos/3, latest.json and b.json; a.json had the same bytes.
    expect(result.written).toBe(4);
  });

  it('leaves a file whose bytes did not change untouched', () => {
    const before = statSync(join(served, 'produtos/1/index.html'));
    put(built, 'produtos/1/index.html', 'product 1');
    mergeIntoServedFolder(built, served, []);
    const after = statSync(join(served, 'produtos/1/index.html'));
    expect(after.ino).toBe(before.ino);
    expect(after.mtimeMs).toBe(before.mtimeMs);
  });

  it('deletes the pages that are gone and their empty folder, and nothing else', () => {
    put(built, 'builds/meta/a.json', 'a');
    const result = mergeIntoServedFolder(built, served, ['/produtos/2/']);
    expect(existsSync(join(served, 'produtos/2'))).toBe(false);
    expect(read('produtos/1/_payload.json')).toBe('{"id":1}');
    expect(existsSync(join(served, 'produtos'))).toBe(true);
    // produtos/2's two files and the manifest no page refers to any more.
    expect(result.deleted).toBe(3);
  });

  it('drops a sitemap part the build no longer writes', () => {
    put(served, 'sitemap-0.xml', 'urls 0');
    put(served, 'sitemap-1.xml', 'urls 1');
    put(built, 'sitemap-0.xml', 'all urls');
    put(built, 'builds/meta/a.json', 'a');
    mergeIntoServedFolder(built, served, []);
    expect(read('sitemap-0.xml')).toBe('all urls');
    expect(existsSync(join(served, 'sitemap-1.xml'))).toBe(false);
  });

  it('keeps the served sitemap when the build wrote none (the page list did not change)', () => {
    put(served, 'sitemap-0.xml', 'urls 0');
    put(served, 'sitemap-1.xml', 'urls 1');
    put(built, 'produtos/1/index.html', 'new');
    put(built, 'builds/meta/a.json', 'a');
    mergeIntoServedFolder(built, served, []);
    expect(read('sitemap-0.xml')).toBe('urls 0');
    expect(read('sitemap-1.xml')).toBe('urls 1');
  });

  it('keeps only the build manifests the build publishes', () => {
    put(built, 'builds/meta/a.json', 'a');
    mergeIntoServedFolder(built, served, []);
    expect(existsSync(join(served, 'builds/meta/a.json'))).toBe(true);
    expect(existsSync(join(served, 'builds/meta/old.json'))).toBe(false);
  });

  it('keeps the superseded build’s manifest one publish longer, for tabs opened on it', () => {
    put(built, 'produtos/1/index.html', 'new');
    put(built, 'builds/latest.json', '{"id":"b"}');
    put(built, 'builds/meta/b.json', 'b');
    mergeIntoServedFolder(built, served, []);
    expect(read('builds/meta/a.json')).toBe('a');
    expect(existsSync(join(served, 'builds/meta/old.json'))).toBe(false);

    put(built, 'produtos/1/index.html', 'newer');
    put(built, 'builds/latest.json', '{"id":"c"}');
    put(built, 'builds/meta/c.json', 'c');
    mergeIntoServedFolder(built, served, []);
    expect(existsSync(join(served, 'builds/meta/a.json'))).toBe(false);
    expect(read('builds/meta/b.json')).toBe('b');
  });
});
