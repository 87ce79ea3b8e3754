// @vitest-environment jsdom
import { PUBLIC_GRAPHQL_URL, PUBLIC_MOCK } from 'astro:env/client';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_TYPES,
  allowedImageSource,
  imageSource,
  isAllowedImageSource,
} from './image-source.ts';

const PAGE = 'https://loja.example/painel/ticket/7';
const ORIGINS = { page: PAGE, api: 'https://api.loja.example' };
const SITE_ONLY = { page: PAGE, api: null };

describe('the image rule', () => {
  it('offers exactly png, gif, jpeg, bmp and x-icon in the picker', () => {
    expect(IMAGE_TYPES.join(', ')).toBe(
      'image/png, image/gif, image/jpeg, image/bmp, image/x-icon',
    );
  });

  it.each([
    ['data:image/png;base64,iVBORw0KGgo='],
    ['data:image/gif;base64,R0lGODlh'],
    ['data:image/jpeg;base64,/9j/4AAQ'],
    ['data:image/bmp;base64,Qk0='],
    ['data:image/x-icon;base64,AAABAA=='],
    ['DATA:IMAGE/PNG;BASE64,iVBORw0KGgo='],
  ])('keeps the picked image %s exactly as given', (src) => {
    expect(allowedImageSource(src, ORIGINS)).toBe(src);
    expect(allowedImageSource(src, SITE_ONLY)).toBe(src);
  });

  it.each([
    ['https://loja.example/files/foto.jpg', 'https://loja.example/files/foto.jpg'],
    ['https://LOJA.example:443/files/a.png?v=2', 'https://loja.example/files/a.png?v=2'],
    [
      'https://api.loja.example/files/products/1/1.svg',
      'https://api.loja.example/files/products/1/1.svg',
    ],
    ['/files/x.svg', 'https://loja.example/files/x.svg'],
    ['../../files/foto.png', 'https://loja.example/files/foto.png'],
    ['//api.loja.example/files/x.svg', 'https://api.loja.example/files/x.svg'],
    ['https://loja.example/files/fo\nto.png', 'https://loja.example/files/foto.png'],
  ])('keeps the photo %s from the site or the API, resolved', (src, kept) => {
    expect(allowedImageSource(src, ORIGINS)).toBe(kept);
  });

  it.each([
    ['https://cdn.exemplo.com.br/files/foto.jpg'],
    ['/pre-visualizar/produtos/3?v=1'],
    ['https://loja.example/pre-visualizar/produtos/3'],
    ['https://api.loja.example/graphql?query={me{id}}'],
    ['/files/../pre-visualizar/produtos/3'],
    ['/files/%2e%2e/senha'],
    ['foto.png'],
    ['https://loja.example/a.png'],
    ['http://loja.example/files/a.png'],
    ['https://loja.example:8443/files/a.png'],
    ['https://loja.example.evil.example/files/a.png'],
    ['//rastreador.example/pixel.gif'],
    ['https://cliente:senha@loja.example/files/a.png'],
    ['data:image/svg+xml;base64,PHN2Zz4='],
    ['data:image/webp;base64,UklGR'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['data:image/png,<svg>'],
    ['javascript:alert(1)'],
    ['blob:https://loja.example/0b5c'],
    ['//:0'],
    [''],
    ['   '],
  ])('refuses %s', (src) => {
    expect(allowedImageSource(src, ORIGINS)).toBeNull();
  });

  it('refuses the API origin when there is none of its own (mock mode)', () => {
    expect(allowedImageSource('https://api.loja.example/files/x.svg', SITE_ONLY)).toBeNull();
    expect(allowedImageSource('/files/x.svg', SITE_ONLY)).toBe('https://loja.example/files/x.svg');
  });
});

describe('the rule for this page', () => {
  it('takes the site from the page and the API from PUBLIC_GRAPHQL_URL', () => {
    const site = new URL('/files/x.svg', location.href).href;
    const api = `${new URL(PUBLIC_GRAPHQL_URL).origin}/files/products/1/1.svg`;
    expect(imageSource('/files/x.svg')).toBe(site);
    expect(imageSource(api)).toBe(PUBLIC_MOCK ? null : api);
    expect(isAllowedImageSource('https://cdn.exemplo.com.br/foto.jpg')).toBe(false);
    expect(isAllowedImageSource('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
  });
});
