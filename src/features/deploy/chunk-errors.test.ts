import { describe, expect, it } from 'vitest';
import { isChunkLoadError, isChunkUrl } from './chunk-errors.ts';

const ORIGIN = 'https://loja.example.com.br';

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', `Failed to fetch dynamically imported module: ${ORIGIN}/_astro/Login.a1.js`],
    ['Firefox', `error loading dynamically imported module: ${ORIGIN}/_astro/Login.a1.js`],
    ['Safari', 'Importing a module script failed.'],
    ['Vite (CSS)', `Unable to preload CSS for ${ORIGIN}/_astro/Login.a1.css`],
  ])('recognises the %s error', (_, message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it.each([
    [
      'an error of the component itself',
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ],
    ['an API failure', new Error('The GraphQL endpoint could not be reached.')],
    ['a message that is not an Error', 'Failed to fetch dynamically imported module'],
    ['nothing', undefined],
  ])('ignores %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('isChunkUrl', () => {
  it('accepts the bundle files of this site, absolute or relative', () => {
    expect(isChunkUrl(`${ORIGIN}/_astro/client.XI9U0KhD.js`, ORIGIN)).toBe(true);
    expect(isChunkUrl('/_astro/index.CkUt5sLa.css', ORIGIN)).toBe(true);
  });

  it('refuses other paths, other origins and what is not a URL', () => {
    expect(isChunkUrl(`${ORIGIN}/builds/latest.json`, ORIGIN)).toBe(false);
    expect(isChunkUrl('https://cdn.example.com/_astro/x.js', ORIGIN)).toBe(false);
    expect(isChunkUrl('http://[invalid', ORIGIN)).toBe(false);
  });
});
