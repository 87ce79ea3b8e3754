import { company } from '../../../contract/company.ts';
import type { JsonLd } from './json-ld.ts';

/**
 * The company as a schema.org `Organization` (home page), from the constants in
 * `contract/company.ts`. `site` is the canonical origin (SITE_URL); logo and url are absolute.
 */
export function organizationJsonLd(site: URL | string, details = company): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: details.title,
    legalName: details.legalName,
    url: new URL('/', site).href,
    logo: new URL('/favicon.svg', site).href,
    email: details.mail,
    telephone: details.telephone.e164,
    taxID: details.cnpj,
    address: {
      '@type': 'PostalAddress',
      streetAddress: details.address.street,
      addressLocality: details.address.city,
      addressRegion: details.address.state,
      postalCode: details.address.postalCode,
      addressCountry: 'BR',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: details.telephone.e164,
      email: details.mail,
      availableLanguage: 'pt-BR',
    },
  };
}
