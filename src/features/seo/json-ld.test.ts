import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld.ts';
import type { JsonLd } from './json-ld.ts';

const product = (name: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name,
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it is placed in', () => {
    const text = serializeJsonLd(product('</script><script>alert(1)</script><!--'));
    expect(text).not.toMatch(/[<>]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('escapes ampersands and the two JavaScript line separators', () => {
    const text = serializeJsonLd(product('A & B\u2028C\u2029D'));
    expect(text).toContain('A \\u0026 B\\u2028C\\u2029D');
    expect(text).not.toMatch(/[&\u2028\u2029]/);
  });

  it('parses back to exactly the same data', () => {
    const data: JsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Vértice <Tecnologia> & "Cia"',
      address: { '@type': 'PostalAddress', postalCode: '01304-001' },
      sameAs: ['https://example.com/a?b=1&c=2'],
    };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
