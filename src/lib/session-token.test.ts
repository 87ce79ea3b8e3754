import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, hasSessionToken, readToken, writeToken } from './session-token.ts';

/** A document whose cookie jar records what was written (one cookie, as the browser sees it). */
function fakeDocument() {
  const written: string[] = [];
  let jar = '';
  return {
    written,
    document: {
      get cookie() {
        return jar;
      },
      set cookie(line: string) {
        written.push(line);
        const [pair = ''] = line.split(';');
        jar = /expires=Thu, 01 Jan 1970/i.test(line) ? '' : pair;
      },
    },
  };
}

function attributesOf(line: string): Record<string, string> {
  const [, ...parts] = line.split(';').map((part) => part.trim());
  return Object.fromEntries(
    parts.map((part) => {
      const [name = '', value = ''] = part.split('=');
      return [name.toLowerCase(), value];
    }),
  );
}

let fake: ReturnType<typeof fakeDocument>;

beforeEach(() => {
  fake = fakeDocument();
  vi.stubGlobal('document', fake.document);
  vi.stubGlobal('location', { protocol: 'http:' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the token cookie', () => {
  it('is called token, lives on / for the API token lifetime, Lax, host-only', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });

    writeToken('abc123');

    const [line = ''] = fake.written;
    expect(line.startsWith('token=abc123;')).toBe(true);
    const attributes = attributesOf(line);
    expect(attributes).toMatchObject({ path: '/', samesite: 'Lax' });
    expect(attributes).not.toHaveProperty('domain');
    expect(attributes).not.toHaveProperty('secure');
    expect(new Date(attributes.expires ?? '').toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('is Secure when the page is served over https', () => {
    vi.stubGlobal('location', { protocol: 'https:' });

    writeToken('abc123');

    expect(attributesOf(fake.written[0] ?? '')).toHaveProperty('secure');
  });

  it('reads back what was written, and nothing once cleared', () => {
    expect(readToken()).toBeUndefined();
    writeToken('abc123');
    expect(readToken()).toBe('abc123');
    expect(hasSessionToken()).toBe(true);

    clearToken();

    expect(readToken()).toBeUndefined();
    expect(hasSessionToken()).toBe(false);
    expect(attributesOf(fake.written.at(-1) ?? '')).toMatchObject({ path: '/' });
  });
});
