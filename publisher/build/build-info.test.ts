import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuildInfo, pagePaths, writeBuildFiles } from './build-info.ts';

describe('createBuildInfo', () => {
  it('gives a different id to every build, starting with its time', () => {
    const a = createBuildInfo(1_700_000_000_000);
    const b = createBuildInfo(1_700_000_000_000);
    expect(a.id).not.toBe(b.id);
    expect(a.id.startsWith((1_700_000_000_000).toString(36))).toBe(true);
    expect(a.timestamp).toBe(1_700_000_000_000);
  });
});

describe('pagePaths', () => {
  it('lists the HTML pages as site paths, leaving endpoints out', () => {
    const pages = [
      { pathname: '' },
      { pathname: 'produtos/1/' },
      { pathname: 'produtos/1/_payload.json' },
      { pathname: 'robots.txt' },
      { pathname: 'login/' },
    ];
    expect(pagePaths(pages)).toEqual(['/', '/login/', '/produtos/1/']);
  });
});

describe('writeBuildFiles', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes latest.json with id and timestamp, and the meta file named by the id', async () => {
    dir = await mkdtemp(join(tmpdir(), 'build-info-'));
    const outDir = pathToFileURL(`${dir}/`);
    await writeBuildFiles(outDir, { id: 'abc-123', timestamp: 42, paths: ['/'] });

    const latest = JSON.parse(await readFile(join(dir, 'builds/latest.json'), 'utf8'));
    const meta = JSON.parse(await readFile(join(dir, 'builds/meta/abc-123.json'), 'utf8'));
    expect(latest).toEqual({ id: 'abc-123', timestamp: 42 });
    expect(meta).toEqual({ id: 'abc-123', timestamp: 42, paths: ['/'] });
  });
});
