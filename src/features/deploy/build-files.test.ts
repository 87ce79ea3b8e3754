import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildManifestUrl,
  fetchBuildFile,
  latestBuildUrl,
  parseBuildInfo,
  parseBuildManifest,
} from './build-files.ts';

const INFO = { id: 'mwpl1ckq-721ba4fc', timestamp: 1_795_215_634_154 };
const MANIFEST = { ...INFO, paths: ['/', '/login/'] };

afterEach(() => vi.restoreAllMocks());

describe('build file URLs', () => {
  it('busts caches on latest.json and names the manifest by id', () => {
    expect(latestBuildUrl(123)).toBe('/builds/latest.json?t=123');
    expect(buildManifestUrl(INFO.id)).toBe('/builds/meta/mwpl1ckq-721ba4fc.json');
  });
});

describe('parseBuildInfo and parseBuildManifest', () => {
  it('accept what publisher/build/build-info.ts writes', () => {
    expect(parseBuildInfo(INFO)).toEqual(INFO);
    expect(parseBuildManifest(MANIFEST)).toEqual(MANIFEST);
  });

  it.each([
    ['null', null],
    ['an array', [INFO]],
    ['an empty id', { ...INFO, id: '' }],
    ['a text timestamp', { ...INFO, timestamp: 'ontem' }],
  ])('refuse %s', (_, value) => {
    expect(parseBuildInfo(value)).toBeNull();
    expect(parseBuildManifest(value)).toBeNull();
  });

  it('refuse a manifest without a list of paths', () => {
    expect(parseBuildManifest(INFO)).toBeNull();
    expect(parseBuildManifest({ ...INFO, paths: ['/', 3] })).toBeNull();
  });
});

describe('fetchBuildFile', () => {
  const send = (response: Response | Error) =>
    vi.fn<typeof fetch>(() =>
      response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
    );

  it('answers the parsed file, asking past every cache', async () => {
    const fetchMock = send(Response.json(INFO));

    await expect(
      fetchBuildFile('/builds/latest.json?t=1', parseBuildInfo, fetchMock),
    ).resolves.toEqual(INFO);
    expect(fetchMock).toHaveBeenCalledWith(
      '/builds/latest.json?t=1',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it.each([
    ['a 404', new Response('Not Found', { status: 404 }), 'HTTP 404'],
    [
      'an HTML page',
      new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
      'not JSON (text/html)',
    ],
    [
      'broken JSON',
      new Response('{"id":', { headers: { 'content-type': 'application/json' } }),
      'JSON',
    ],
    ['JSON of another shape', Response.json({ version: 2 }), 'unexpected content'],
    ['no network', new TypeError('Failed to fetch'), 'Failed to fetch'],
  ])('answers null and warns once for %s', async (_, response, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(
      fetchBuildFile('/builds/latest.json', parseBuildInfo, send(response)),
    ).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(reason);
  });
});
