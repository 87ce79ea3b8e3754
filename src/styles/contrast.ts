/**
 * WCAG 2.2 colour contrast (success criteria 1.4.3 and 1.4.11) computed from the design
 * system's CSS, for the contrast test: colours as CSS writes them (`#rgb`, `#rrggbb`,
 * `rgb(r g b / a%)`, `var(--token)`, gradients), a translucent colour laid over the one under
 * it, relative luminance and the contrast ratio.
 */

/** An opaque or translucent sRGB colour, channels 0–255, alpha 0–1. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+)(%?))?\s*\)$/i;

/** Parses one CSS colour (`#1f4fd8`, `#fff`, `rgb(255 255 255 / 92%)`, `white`). */
export function parseColor(value: string): Rgba {
  const text = value.trim().toLowerCase();
  if (text === 'white') return { r: 255, g: 255, b: 255, a: 1 };
  if (text === 'black') return { r: 0, g: 0, b: 0, a: 1 };
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (index: number) => parseInt(full.slice(index, index + 2), 16);
    return { r: channel(0), g: channel(2), b: channel(4), a: 1 };
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const [, r, g, b, alpha, percent] = rgb;
    const a = alpha === undefined ? 1 : Number(alpha) / (percent ? 100 : 1);
    return { r: Number(r), g: Number(g), b: Number(b), a };
  }
  throw new Error(`Not a colour this check reads: ${value}`);
}

/** `top` laid over the opaque `bottom` (alpha compositing). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [one, two] = [relativeLuminance(first), relativeLuminance(second)];
  return (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05);
}

/**
 * The stylesheet of a `.css` file, or of an `.astro` file's `<style>` blocks, without comments.
 */
export function stylesheetText(source: string, kind: 'css' | 'astro'): string {
  const blocks =
    kind === 'astro'
      ? [...source.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1])
      : [source];
  return blocks.join('\n').replace(/\/\*[\s\S]*?\*\//g, '');
}

/**
 * The value of `property` in the first rule whose selector list has exactly `selector`
 * (rules inside `@media` count too, after the ones before them).
 */
export function declaration(css: string, selector: string, property: string): string {
  for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selectors.split(',').some((entry) => entry.trim() === selector)) continue;
    for (const line of body.split(';')) {
      const colon = line.indexOf(':');
      if (colon > 0 && line.slice(0, colon).trim() === property)
        return line.slice(colon + 1).trim();
    }
  }
  throw new Error(`No \`${property}\` for \`${selector}\``);
}

/** The custom properties of the stylesheet's `:root` rule, `var()` references resolved. */
export function customProperties(css: string): Map<string, string> {
  const raw = new Map<string, string>();
  for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (selectors.trim() !== ':root') continue;
    for (const [, name = '', value = ''] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      raw.set(name, value.trim().replace(/\s+/g, ' '));
    }
  }
  const resolve = (value: string, depth = 0): string =>
    depth > 10
      ? value
      : value.replace(/var\((--[\w-]+)\)/g, (_, name: string) =>
          resolve(raw.get(name) ?? `var(${name})`, depth + 1),
        );
  return new Map([...raw].map(([name, value]) => [name, resolve(value)]));
}

/**
 * The colours a CSS value paints with: one for a colour or `var(--token)`, every stop of a
 * gradient (each must pass on its own). `tokens` resolves `var()`.
 */
export function colorsOf(value: string, tokens: ReadonlyMap<string, string>): Rgba[] {
  const resolved = value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const token = tokens.get(name);
    if (token === undefined) throw new Error(`Unknown token ${name}`);
    return token;
  });
  const colors = resolved.match(/#[0-9a-f]{3,6}\b|rgba?\([^)]*\)|\bwhite\b|\bblack\b/gi) ?? [];
  if (colors.length === 0) throw new Error(`No colour in ${value}`);
  return colors.map(parseColor);
}
