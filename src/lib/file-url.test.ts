import { PUBLIC_GRAPHQL_URL } from 'astro:env/client';
import { describe, expect, it } from 'vitest';
import { fileUrl } from './file-url.ts';

const API = 'https://api.loja.example/graphql';

describe('fileUrl', () => {
  it('prefixes a path with a leading slash with the API origin', () => {
    expect(fileUrl('/files/x.svg', API)).toBe('https://api.loja.example/files/x.svg');
  });

  it('prefixes a path without a leading slash with the API origin, not the endpoint path', () => {
    expect(fileUrl('files/x.svg', API)).toBe('https://api.loja.example/files/x.svg');
  });

  it('keeps the query string of a relative path', () => {
    expect(fileUrl('/files/x.png?v=2', API)).toBe('https://api.loja.example/files/x.png?v=2');
  });

  it('uses the origin of PUBLIC_GRAPHQL_URL when no base is given', () => {
    const origin = new URL(PUBLIC_GRAPHQL_URL).origin;
    expect(fileUrl('/files/x.svg')).toBe(`${origin}/files/x.svg`);
  });

  it('keeps a relative path root-relative when the files live on this site (mock mode)', () => {
    expect(fileUrl('files/x.svg?v=1', null)).toBe('/files/x.svg?v=1');
    expect(fileUrl('https://cdn.example.com/y.png', null)).toBe('https://cdn.example.com/y.png');
    expect(fileUrl('javascript:alert(1)', null)).toBe('');
  });

  it('returns an absolute http URL unchanged', () => {
    expect(fileUrl('http://cdn.example.com/a/b.jpg', API)).toBe('http://cdn.example.com/a/b.jpg');
  });

  it('returns an absolute https URL unchanged, even where a parser would normalise it', () => {
    expect(fileUrl('https://cdn.example.com', API)).toBe('https://cdn.example.com');
    expect(fileUrl('HTTPS://CDN.example.com/Foto.JPG', API)).toBe(
      'HTTPS://CDN.example.com/Foto.JPG',
    );
  });

  it("resolves a protocol-relative URL with the base's protocol", () => {
    expect(fileUrl('//cdn.example.com/x.png', API)).toBe('https://cdn.example.com/x.png');
    expect(fileUrl('//cdn.example.com/x.png', 'http://127.0.0.1:4000/graphql')).toBe(
      'http://cdn.example.com/x.png',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    '\u0000\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example.com/x.png',
    'blob:https://api.loja.example/1234',
  ])('refuses the hostile or foreign scheme in %j', (input) => {
    expect(fileUrl(input, API)).toBe('');
  });

  it('gives an empty string for an empty or blank path', () => {
    expect(fileUrl('', API)).toBe('');
    expect(fileUrl('   ', API)).toBe('');
  });
});
