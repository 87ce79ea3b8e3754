import { describe, expect, it } from 'vitest';
import { company } from '~/lib/company';
import { absoluteUrl, canonicalPath, documentTitle } from './meta.ts';

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
