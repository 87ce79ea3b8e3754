/**
 * The page head with hostile API text (tests/security/hostile-inputs.ts), rendered by Astro
 * itself (the container API). The checks read the HTML as the parser will: a `<script>`
 * element's text ends only at `</script`, a `<title>`'s only at `</title`, a double-quoted
 * attribute only at `"`; so text without `<` (or, in an attribute, without `"`) cannot leave
 * its element, and what it decodes to is what the reader sees. JSON-LD, the one sanctioned
 * `set:html`, must also parse back to the same data.
 *
 * (Node environment: in a DOM environment Vitest compiles .astro files for the browser, where
 * they cannot be rendered.)
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_INPUTS, hostileInput } from '../../../tests/security/hostile-inputs.ts';
import JsonLdScript from './JsonLdScript.astro';
import type { JsonLd } from './json-ld.ts';
import { documentTitle } from './meta.ts';
import SeoHead from './SeoHead.astro';
import StructuredData from './StructuredData.astro';

let container: AstroContainer;

beforeAll(async () => {
  container = await AstroContainer.create();
});

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Text or attribute content as the parser decodes it (the entities an HTML escaper writes). */
function decoded(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

const JSON_LD_BLOCK = /<script type="application\/ld\+json">([^<]*)<\/script>/g;

/**
 * The JSON text of every JSON-LD block in `html`, each with no `<` inside; outside them (and
 * outside double-quoted attribute values) no script element opens.
 */
function jsonLdBlocks(html: string): string[] {
  const blocks = [...html.matchAll(JSON_LD_BLOCK)].map((block) => block[1] ?? '');
  const rest = html.replace(JSON_LD_BLOCK, '').replace(/"[^"]*"/g, '""');
  expect(rest).not.toMatch(/<script/i);
  return blocks;
}

const product = (name: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name,
  description: name,
  offers: { '@type': 'Offer', price: '100.00', priceCurrency: 'BRL' },
});

const CASES = HOSTILE_INPUTS.map((input) => [input.id, input.value]);

describe('JsonLdScript with a hostile product name', () => {
  it.each(CASES)('%s stays inside one JSON-LD block, unchanged', async (_id, value) => {
    const data = product(value);
    const html = await container.renderToString(JsonLdScript, { props: { data } });
    const blocks = jsonLdBlocks(html);
    expect(blocks).toHaveLength(1);
    expect(html).toBe(`<script type="application/ld+json">${blocks[0]}</script>`);
    expect(JSON.parse(blocks[0] ?? '')).toEqual(data);
  });

  it('would not be safe with plain JSON (the check sees a breakout)', () => {
    const plain = `<script type="application/ld+json">${JSON.stringify(product(hostileInput('script-breakout').value))}</script>`;
    expect(() => jsonLdBlocks(plain)).toThrow();
  });
});

describe('SeoHead and StructuredData with hostile text', () => {
  it.each(CASES)('%s is the text of the title and meta tags', async (_id, value) => {
    const html = await container.renderToString(SeoHead, {
      props: { title: value, description: value, image: { src: '/x.png', alt: value } },
    });
    const title = /^<title>([^<]*)<\/title>/.exec(html);
    expect(title).not.toBeNull();
    expect(decoded(title?.[1] ?? '')).toBe(documentTitle(value));
    for (const name of [
      'name="description"',
      'property="og:title"',
      'property="og:image:alt"',
      'name="twitter:description"',
    ]) {
      const content = new RegExp(`<meta ${name} content="([^"]*)">`).exec(html);
      expect(content, name).not.toBeNull();
      expect(decoded(content?.[1] ?? '')).toBe(value);
    }
    // Outside the (double-quoted, checked above) attribute values, only the tags SeoHead writes.
    const tags = html.replace(/"[^"]*"/g, '""').match(/<[a-z]+/g) ?? [];
    expect(tags.filter((tag) => !['<title', '<meta', '<link'].includes(tag))).toEqual([]);
  });

  it("keeps a </script> product name inside the product page's JSON-LD blocks", async () => {
    const name = hostileInput('script-breakout').value;
    const html = await container.renderToString(StructuredData, {
      props: { jsonLd: [product(name), product(name)] },
    });
    const blocks = jsonLdBlocks(html);
    expect(blocks.map((block) => JSON.parse(block))).toEqual([product(name), product(name)]);
  });
});
