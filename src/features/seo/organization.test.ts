import { describe, expect, it } from 'vitest';
import { company } from '../../../contract/company.ts';
import { organizationJsonLd } from './organization.ts';

describe('organizationJsonLd', () => {
  it('describes the company with absolute URLs on the canonical origin', () => {
    const data = organizationJsonLd('https://loja.example.com.br');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.title,
      url: 'https://loja.example.com.br/',
      logo: 'https://loja.example.com.br/favicon.svg',
      email: company.mail,
      telephone: company.telephone.e164,
      taxID: company.cnpj,
      address: { '@type': 'PostalAddress', addressCountry: 'BR', postalCode: '01304-001' },
    });
  });

  it('ignores any path on the site URL', () => {
    expect(organizationJsonLd(new URL('https://loja.example.com.br/produtos/1')).url).toBe(
      'https://loja.example.com.br/',
    );
  });
});
