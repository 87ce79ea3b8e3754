import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomCode, randomToken, sha256Hex } from './secrets.ts';

describe('sha256Hex', () => {
  it.each([
    '',
    'abc',
    'a'.repeat(55),
    'a'.repeat(56),
    'a'.repeat(64),
    'Senha@123 ção 日本',
    'x'.repeat(1000),
  ])('matches node:crypto for a %#th input', (text) => {
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
  });
});

describe('secrets', () => {
  it('draws distinct 64-hex tokens and six-digit codes', () => {
    const tokens = new Set(Array.from({ length: 100 }, randomToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{64}$/);
    for (let i = 0; i < 100; i++) expect(randomCode()).toMatch(/^\d{6}$/);
  });
});
