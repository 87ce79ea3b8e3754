import { describe, expect, it } from 'vitest';
import { company } from '../../../contract/company.ts';
import { PRIVATE_ROUTES } from '~/lib/private-routes';
import { absoluteUrl, canonicalPath, documentTitle, isNoindexPage } from './meta.ts';

describe('documentTitle', () => {
  it('puts the page first and the company after it', () => {
    expect(documentTitle('Produtos')).toBe(`Produtos | ${company.title}`);
  });

  it('gives the home page the company name and tagline', () => {
    expect(documentTitle()).toBe(`${company.title} – ${company.tagline}`);
  });
});

describe('absoluteUrl', () => {
  const site = 'https://loja.example.com.br';

  it('resolves site paths against the canonical origin', () => {
    expect(absoluteUrl('/files/products/1/1.svg', site)).toBe(
      'https://loja.example.com.br/files/products/1/1.svg',
    );
  });

  it('keeps absolute URLs, such as photos served by the API', () => {
    expect(absoluteUrl('https://api.example.com.br/files/1.svg', site)).toBe(
      'https://api.example.com.br/files/1.svg',
    );
  });
});

describe('canonicalPath', () => {
  it('drops the trailing slash of a page path but keeps the root', () => {
    expect(canonicalPath('/produtos/1/')).toBe('/produtos/1');
    expect(canonicalPath('/produtos')).toBe('/produtos');
    expect(canonicalPath('/')).toBe('/');
  });
});

describe('isNoindexPage', () => {
  it('marks every private route and the pages under it', () => {
    for (const { path } of PRIVATE_ROUTES) {
      expect(isNoindexPage(path, false), path).toBe(true);
      expect(isNoindexPage(`${path}/`, false), path).toBe(true);
    }
    expect(isNoindexPage('/painel/ticket/999999', false)).toBe(true);
  });

  it('leaves public pages indexable unless they ask otherwise (error pages)', () => {
    expect(isNoindexPage('/produtos/1', false)).toBe(false);
    expect(isNoindexPage('/404', true)).toBe(true);
  });

  it('marks a path added to the private routes', () => {
    const routes = [
      ...PRIVATE_ROUTES,
      { path: '/lista-de-desejos', visitors: 'anyone', crawl: true } as const,
    ];
    expect(isNoindexPage('/lista-de-desejos', false)).toBe(false);
    expect(isNoindexPage('/lista-de-desejos', false, routes)).toBe(true);
  });
});
