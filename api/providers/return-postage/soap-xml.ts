/**
 * The little XML that a SOAP call to Correios needs, without a parser: writing elements with their
 * text escaped, and reading the text of named elements of an answer whose shape is known (any
 * namespace prefix, no attributes relied on, CDATA and the five predefined entities plus numeric
 * ones decoded).
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** `text` safe inside an element; control characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  const allowed = [...text].filter((c) => c >= ' ' || c === '\t' || c === '\n' || c === '\r');
  return allowed.join('').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** An element tree to write: a text leaf, or named children in order. */
export type XmlNode = string | readonly (readonly [string, XmlNode])[];

/** `<name>…</name>` for each child of `node`, with the text escaped. */
export function writeXml(node: XmlNode): string {
  if (typeof node === 'string') return escapeXml(node);
  return node.map(([name, child]) => `<${name}>${writeXml(child)}</${name}>`).join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/.exec(text);
  if (cdata) return cdata[1] ?? '';
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    if (entity[0] !== '#') return ENTITIES[entity.toLowerCase()] ?? '';
    const code =
      entity[1] === 'x' || entity[1] === 'X'
        ? parseInt(entity.slice(2), 16)
        : Number(entity.slice(1));
    return String.fromCodePoint(code);
  });
}

const NAME = (name: string) => `(?:[\\w.-]+:)?${name.replace(/[.]/g, '\\.')}`;

/** The inner XML of every `name` element of `xml` (any prefix), in order; `<name/>` is ''. */
export function elements(xml: string, name: string): string[] {
  const pattern = new RegExp(
    `<${NAME(name)}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</${NAME(name)}\\s*>)`,
    'g',
  );
  return [...xml.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** The text of the first `name` element of `xml`, decoded and trimmed; null when there is none. */
export function textOf(xml: string, name: string): string | null {
  const inner = elements(xml, name)[0];
  return inner === undefined ? null : decode(inner).trim();
}
