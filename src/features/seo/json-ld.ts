/** A schema.org node as JSON-LD: `@context` and `@type` plus its properties. */
export interface JsonLd {
  readonly '@context': 'https://schema.org';
  readonly '@type': string;
  readonly [property: string]: unknown;
}

/**
 * Characters that could end or confuse the `<script type="application/ld+json">` element the
 * JSON goes into: `<` (a `</script>` or `<!--` inside a product name would close the element
 * and let the rest run as HTML), `>` and `&` for good measure, and U+2028/U+2029, which some
 * parsers still read as line ends. Each becomes its `\uXXXX` escape, which JSON parsers turn
 * back into the same character, so the data is unchanged.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** JSON text that is safe to place verbatim inside a `<script>` element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(
    UNSAFE_IN_SCRIPT,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
