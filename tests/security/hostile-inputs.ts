/**
 * The hostile input corpus: strings a customer, or whoever controls an API answer,
 * could put into any free-text field. The unit tests feed every payload to the rich-text
 * sanitizer and to the components that show API text; the end-to-end spec
 * (tests/e2e/hostile-input.spec.ts) sends them through the real forms and the API and checks
 * the pages that show them.
 *
 * Every payload that tries to run code calls `__pwned('<its id>')` (or `parent.__pwned` from a
 * frame, or `alert`): the tests define that function as a recorder, so "nothing executed"
 * is a fact they read back, not something inferred from the markup.
 *
 * Plain text and no module imports: this file runs in Node (Vitest, Playwright) and its values
 * are handed to browsers as they are.
 */

/** The global function the executing payloads call; tests install it as a recorder. */
export const EXECUTION_FLAG = '__pwned';

export type HostileCategory =
  | 'script'
  | 'event-handler'
  | 'svg'
  | 'url-scheme'
  | 'css'
  | 'iframe'
  | 'markup-breakout'
  | 'template'
  | 'entity'
  | 'long'
  | 'unicode'
  | 'sql'
  | 'graphql'
  | 'tracking';

export interface HostileInput {
  /** Unique, kebab-case; what an executing payload passes to `__pwned`. */
  readonly id: string;
  readonly category: HostileCategory;
  readonly value: string;
}

/** `__pwned('id')`: the call an executing payload makes. */
const call = (id: string) => `${EXECUTION_FLAG}('${id}')`;

/** A `data:text/html` document that reports `id` to the page that framed or opened it. */
const htmlDataUrl = (id: string) =>
  `data:text/html;base64,${btoa(`<script>parent.${call(id)}</script>`)}`;

/** An SVG image whose onload reports `id` (inert as an <img>, live if ever inlined). */
const svgDataUrl = (id: string) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" onload="${call(id)}"/>`)}`;

/** `javascript:` spelled with one HTML numeric entity per character. */
const ENTITY_JAVASCRIPT = [...'javascript:'].map((c) => `&#${c.charCodeAt(0)};`).join('');

/** 10,000 characters without a space or a hyphen: nothing to break the line at. */
const LONG_WORD = 'Pneumoultramicroscopicossilicovulcanoconiótico'.repeat(218).slice(0, 10_000);

export const HOSTILE_INPUTS: readonly HostileInput[] = [
  // <script> in its usual spellings.
  { id: 'script-tag', category: 'script', value: `<script>${call('script-tag')}</script>` },
  {
    id: 'script-mixed-case',
    category: 'script',
    value: `<ScRiPt>${call('script-mixed-case')}</sCrIpT>`,
  },
  {
    id: 'script-src-data',
    category: 'script',
    value: `<script src="data:text/javascript,${call('script-src-data')}"></script>`,
  },
  { id: 'script-alert', category: 'script', value: '<script>alert("xss")</script>' },

  // Event handler attributes.
  {
    id: 'img-onerror',
    category: 'event-handler',
    value: `<img src=x onerror="${call('img-onerror')}">`,
  },
  {
    id: 'img-onerror-unquoted',
    category: 'event-handler',
    value: `<IMG SRC=/ onerror=${call('img-onerror-unquoted')}>`,
  },
  {
    id: 'details-ontoggle',
    category: 'event-handler',
    value: `<details open ontoggle="${call('details-ontoggle')}"><summary>detalhes</summary></details>`,
  },
  {
    id: 'input-autofocus',
    category: 'event-handler',
    value: `<input autofocus onfocus="${call('input-autofocus')}">`,
  },
  {
    id: 'paragraph-onclick',
    category: 'event-handler',
    value: `<p onclick="${call('paragraph-onclick')}" onmouseover="${call('paragraph-onclick')}">passe o mouse</p>`,
  },

  // SVG and MathML.
  { id: 'svg-onload', category: 'svg', value: `<svg onload="${call('svg-onload')}"></svg>` },
  {
    id: 'svg-script',
    category: 'svg',
    value: `<svg><script>${call('svg-script')}</script></svg>`,
  },
  {
    id: 'svg-animate-href',
    category: 'svg',
    value: `<svg><a><animate attributeName="href" values="javascript:${call('svg-animate-href')}"/><text x="10" y="20">clique</text></a></svg>`,
  },
  {
    id: 'mathml-mxss',
    category: 'svg',
    value: `<math><mtext><table><mglyph><style><img src=x onerror="${call('mathml-mxss')}">`,
  },

  // Dangerous URL schemes.
  {
    id: 'link-javascript',
    category: 'url-scheme',
    value: `<a href="javascript:${call('link-javascript')}">clique aqui</a>`,
  },
  {
    id: 'link-javascript-mixed-case',
    category: 'url-scheme',
    value: `<a href="JaVaScRiPt:${call('link-javascript-mixed-case')}">clique aqui</a>`,
  },
  {
    id: 'link-javascript-entities',
    category: 'url-scheme',
    value: `<a href="${ENTITY_JAVASCRIPT}${call('link-javascript-entities')}">clique aqui</a>`,
  },
  {
    id: 'link-javascript-whitespace',
    category: 'url-scheme',
    value: `<a href=" \tjava\tscript:${call('link-javascript-whitespace')}">clique aqui</a>`,
  },
  {
    id: 'link-data-html',
    category: 'url-scheme',
    value: `<a href="${htmlDataUrl('link-data-html')}">abrir</a>`,
  },
  {
    id: 'img-data-svg',
    category: 'url-scheme',
    value: `<img src="${svgDataUrl('img-data-svg')}" alt="imagem">`,
  },
  {
    id: 'form-action-javascript',
    category: 'url-scheme',
    value: `<form action="javascript:${call('form-action-javascript')}"><button>Enviar</button></form>`,
  },
  {
    id: 'meta-refresh',
    category: 'url-scheme',
    value: `<meta http-equiv="refresh" content="0;url=javascript:${call('meta-refresh')}"><base href="https://evil.example/">`,
  },
  {
    id: 'bare-javascript-url',
    category: 'url-scheme',
    value: `javascript:${call('bare-javascript-url')}`,
  },

  // CSS injection.
  {
    id: 'style-element',
    category: 'css',
    value: '<style>body{display:none!important}</style>texto depois do estilo',
  },
  {
    id: 'style-overlay',
    category: 'css',
    value:
      '<div style="position:fixed;inset:0;z-index:9999;width:5000px;background:#c00">sobreposição</div>',
  },
  {
    id: 'style-expression',
    category: 'css',
    value: `<span style="color:expression(${call('style-expression')});background-image:url(javascript:${call('style-expression')})">estilo</span>`,
  },
  {
    id: 'style-import',
    category: 'css',
    value:
      '<style>@import url("https://evil.example/x.css");</style><link rel="stylesheet" href="https://evil.example/y.css">',
  },

  // Frames and plugins.
  {
    id: 'iframe-foreign',
    category: 'iframe',
    value: '<iframe src="https://evil.example/phishing" width="5000"></iframe>',
  },
  {
    id: 'iframe-javascript',
    category: 'iframe',
    value: `<iframe src="javascript:parent.${call('iframe-javascript')}"></iframe>`,
  },
  {
    id: 'iframe-srcdoc',
    category: 'iframe',
    value: `<iframe srcdoc="<script>parent.${call('iframe-srcdoc')}</script>"></iframe>`,
  },
  {
    id: 'iframe-data',
    category: 'iframe',
    value: `<iframe src="${htmlDataUrl('iframe-data')}"></iframe>`,
  },
  {
    id: 'object-embed',
    category: 'iframe',
    value: `<object data="${htmlDataUrl('object-embed')}"></object><embed src="${htmlDataUrl('object-embed')}">`,
  },

  // Breaking out of the element or attribute a value might be placed in.
  {
    id: 'attribute-breakout',
    category: 'markup-breakout',
    value: `"><script>${call('attribute-breakout')}</script>`,
  },
  {
    id: 'attribute-breakout-single',
    category: 'markup-breakout',
    value: `'><img src=x onerror=${call('attribute-breakout-single')}>`,
  },
  {
    id: 'textarea-breakout',
    category: 'markup-breakout',
    value: `</textarea><script>${call('textarea-breakout')}</script>`,
  },
  {
    id: 'title-breakout',
    category: 'markup-breakout',
    value: `</title><script>${call('title-breakout')}</script>`,
  },
  {
    id: 'script-breakout',
    category: 'markup-breakout',
    value: `</script><script>${call('script-breakout')}</script><!--`,
  },
  {
    id: 'comment-breakout',
    category: 'markup-breakout',
    value: `--><img src=x onerror=${call('comment-breakout')}><!--`,
  },

  // Template syntaxes that a careless renderer would evaluate.
  {
    id: 'template-curly',
    category: 'template',
    value: `{{constructor.constructor("${call('template-curly')}")()}}`,
  },
  {
    id: 'template-literal',
    category: 'template',
    value: `\${${call('template-literal')}} #{7*7} <%= 7*7 %>`,
  },

  // Entities: must show as typed in plain text, and decode to inert text in rich text.
  {
    id: 'entity-text',
    category: 'entity',
    value: `&lt;script&gt;${call('entity-text')}&lt;/script&gt; &amp;amp; &#x3C;b&#x3E;`,
  },

  // Layout: nothing to break at, marks that stack up, emoji sequences.
  { id: 'long-word', category: 'long', value: LONG_WORD },
  {
    id: 'long-url',
    category: 'long',
    value: `https://exemplo.com.br/${'caminho/'.repeat(40)}?q=${'x'.repeat(300)}`,
  },
  {
    id: 'combining-marks',
    category: 'unicode',
    value: `Z${'\u0336\u0321\u035b'.repeat(25)}algo texto empilhado`,
  },

  // Bidirectional and invisible characters.
  {
    id: 'bidi-override',
    category: 'unicode',
    value: 'Nota fiscal \u202Efdp.exe\u202C nº 123',
  },
  {
    id: 'bidi-isolates',
    category: 'unicode',
    value: 'Cliente \u2067مرحبا\u2069 \u200Fmarca\u200E \u2066isolado\u2069 fim',
  },
  {
    id: 'zero-width',
    category: 'unicode',
    value: 'Zero\u200Bwidth\u200Cnon\u200Djoiner\u2060word\uFEFFjoiner texto',
  },
  {
    id: 'emoji-sequences',
    category: 'unicode',
    value: 'Família 👨\u200D👩\u200D👧\u200D👦 bandeira 🇧🇷 tom 👍🏽 teclado ⌨️',
  },

  // Text that looks like a query language.
  { id: 'sql-tautology', category: 'sql', value: "' OR '1'='1' -- " },
  { id: 'sql-drop', category: 'sql', value: "Robert'); DROP TABLE customers;--" },
  { id: 'sql-union', category: 'sql', value: '1 UNION SELECT email, password FROM customers/*' },
  {
    id: 'graphql-mutation',
    category: 'graphql',
    value: 'mutation { updateCostumer(input: { email: "x@evil.example" }) { id } }',
  },
  {
    id: 'graphql-introspection',
    category: 'graphql',
    value: '{ __schema { types { name fields { name } } } } # "\\" }',
  },

  // Third-party images: the page's policy blocks them (a violation), and they track readers.
  {
    id: 'img-tracking-pixel',
    category: 'tracking',
    value: '<img src="https://evil.example/pixel.gif?leitor=1" width="1" height="1" alt="">',
  },
  {
    id: 'img-protocol-relative',
    category: 'tracking',
    value: '<img src="//evil.example/foto.png" alt="foto">',
  },
];

/** The payload of `id` (throws on an unknown id, so a typo fails the test that made it). */
export function hostileInput(id: string): HostileInput {
  const input = HOSTILE_INPUTS.find((entry) => entry.id === id);
  if (!input) throw new Error(`No hostile input "${id}"`);
  return input;
}

/**
 * `value` cut to a field's limit of `max` UTF-16 code units (what the API and the forms
 * count), never through a surrogate pair: the same payload, as long as the field takes.
 */
export function fitTo(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
