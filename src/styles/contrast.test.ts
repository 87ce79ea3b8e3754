/**
 * Colour contrast AA of the design system (WCAG 1.4.3 and 1.4.11): every text/background pair
 * the site paints, read from global.css's tokens and the components' own CSS, so changing a
 * colour there fails this test. Normal text needs 4.5:1; large text (the error pages' status
 * code), control borders, icons and the focus ring need 3:1.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  colorsOf,
  contrastRatio,
  customProperties,
  declaration,
  over,
  parseColor,
  stylesheetText,
} from './contrast.ts';
import type { Rgba } from './contrast.ts';

describe('the contrast arithmetic', () => {
  it('gives 21:1 for black on white, 1:1 for a colour on itself', () => {
    expect(contrastRatio(parseColor('#000'), parseColor('white'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#1f4fd8'), parseColor('#1f4fd8'))).toBe(1);
  });

  it('matches the reference ratios: #767676 on white is the lightest AA grey', () => {
    expect(contrastRatio(parseColor('#767676'), parseColor('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseColor('#777777'), parseColor('#ffffff'))).toBeCloseTo(4.48, 2);
  });

  it('lays a translucent colour over the one under it', () => {
    const half = over(parseColor('rgb(0 0 0 / 50%)'), parseColor('#ffffff'));
    expect([half.r, half.g, half.b, half.a]).toEqual([127.5, 127.5, 127.5, 1]);
    expect(parseColor('rgba(255, 255, 255, 0.92)').a).toBe(0.92);
  });

  it('reads tokens, rules of .astro styles and gradient stops', () => {
    const css = stylesheetText(
      '<p/><style>:root { --a: #fff; --b: var(--a); } /* .x { color: red } */ .x, .y { color: var(--b); }</style>',
      'astro',
    );
    const tokens = customProperties(css);
    expect(tokens.get('--b')).toBe('#fff');
    expect(declaration(css, '.y', 'color')).toBe('var(--b)');
    expect(colorsOf('linear-gradient(135deg, var(--b), #0b8fa8)', tokens)).toHaveLength(2);
    expect(() => declaration(css, '.z', 'color')).toThrow('No `color` for `.z`');
  });
});

/** The stylesheet of `file` (relative to src/). */
const read = (file: string) =>
  stylesheetText(
    readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'),
    file.endsWith('.astro') ? 'astro' : 'css',
  );
const tokens = customProperties(read('styles/global.css'));

/**
 * Where a colour comes from: a design token (`--color-text`), a declaration of a component's
 * CSS, or a translucent colour laid over another (a translucent header over the page).
 */
type Source =
  | `--${string}`
  | { readonly file: string; readonly selector: string; readonly property: string }
  | { readonly top: Source; readonly under: Source };

/** Every colour a source can paint: gradient stops, translucent layers over each opaque one. */
function colorsFrom(source: Source): Rgba[] {
  if (typeof source === 'string') return colorsOf(`var(${source})`, tokens);
  if ('top' in source) {
    const unders = colorsFrom(source.under);
    return colorsFrom(source.top).flatMap((top) => unders.map((under) => over(top, under)));
  }
  const colors = colorsOf(declaration(read(source.file), source.selector, source.property), tokens);
  const opaque = colors.filter((color) => color.a === 1);
  const layers = colors.filter((color) => color.a < 1);
  // Only translucent layers (a see-through header): `{ top, under }` says what is under them.
  if (opaque.length === 0) return layers;
  return [...opaque, ...layers.flatMap((layer) => opaque.map((base) => over(layer, base)))];
}

/** The lowest ratio between any colour of `foreground` and any of `background`. */
function worstRatio(foreground: Source, background: Source): number {
  const backgrounds = colorsFrom(background);
  if (backgrounds.some((color) => color.a < 1)) {
    throw new Error(`A see-through background needs { top, under }: ${JSON.stringify(background)}`);
  }
  const ratios = colorsFrom(foreground).flatMap((color) =>
    backgrounds.map((base) => contrastRatio(color.a < 1 ? over(color, base) : color, base)),
  );
  return Math.min(...ratios);
}

const TEXT = 4.5;
/** Large text (24px, or 18.66px bold), borders of controls, icons, the focus ring. */
const NON_TEXT = 3;

const header = {
  file: 'layouts/SiteHeader.astro',
  selector: '.site-header',
  property: 'background',
} as const;
const headerOnPage = { top: header, under: '--color-bg' } as const;
const hero = {
  file: 'features/home/HomeHero.astro',
  selector: '.hero',
  property: 'background',
} as const;
const contactBand = {
  file: 'features/home/ServiceList.astro',
  selector: '.contact',
  property: 'background',
} as const;
const savedCard = {
  file: 'features/profile/CardsPanel.module.css',
  selector: '.card',
  property: 'background',
} as const;

const PAIRS: readonly (readonly [
  what: string,
  foreground: Source,
  background: Source,
  min: number,
])[] = [
  // Light pages
  ['text on the page', '--color-text', '--color-bg', TEXT],
  ['text on cards and dialogs', '--color-text', '--color-surface', TEXT],
  ['text on alternate surfaces', '--color-text', '--color-surface-alt', TEXT],
  ['muted text on the page', '--color-text-muted', '--color-bg', TEXT],
  ['muted text on cards', '--color-text-muted', '--color-surface', TEXT],
  ['muted text on alternate surfaces', '--color-text-muted', '--color-surface-alt', TEXT],
  ['muted text on soft blue (ticket replies)', '--color-text-muted', '--color-primary-soft', TEXT],
  ['links on the page', '--color-primary', '--color-bg', TEXT],
  ['links and selected tabs on cards', '--color-primary', '--color-surface', TEXT],
  ['links on alternate surfaces', '--color-primary', '--color-surface-alt', TEXT],
  ['selected filters and options', '--color-primary-strong', '--color-primary-soft', TEXT],
  ['eyebrows on the page', '--color-accent', '--color-bg', TEXT],
  ['eyebrows and categories on cards', '--color-accent', '--color-surface', TEXT],
  ['category icons', '--color-primary', '--color-primary-soft', NON_TEXT],
  // Header
  ['header text', '--color-text', headerOnPage, TEXT],
  ['header links', '--color-text-muted', headerOnPage, TEXT],
  ['company name', '--color-primary', headerOnPage, TEXT],
  // Buttons
  ['button label', '--color-on-primary', '--color-primary', TEXT],
  ['button label, hovered', '--color-on-primary', '--color-primary-strong', TEXT],
  ['danger button label', '--color-on-primary', '--color-danger', TEXT],
  [
    'danger button label, hovered',
    '--color-on-primary',
    { file: 'styles/global.css', selector: '.button--danger:hover', property: 'background' },
    TEXT,
  ],
  // Status: badges, alerts, field errors
  ['errors on cards', '--color-danger', '--color-surface', TEXT],
  ['errors on the page', '--color-danger', '--color-bg', TEXT],
  ['error alerts and badges', '--color-danger', '--color-danger-soft', TEXT],
  ['success alerts and badges', '--color-success', '--color-success-soft', TEXT],
  ['success messages on cards', '--color-success', '--color-surface', TEXT],
  ['warning badges', '--color-warning', '--color-warning-soft', TEXT],
  ['info alerts and badges', '--color-info', '--color-info-soft', TEXT],
  // Dark sections: hero, contact band, footer, saved cards, code blocks
  ['text on ink', '--color-on-ink', '--color-ink', TEXT],
  ['muted text on ink', '--color-on-ink-muted', '--color-ink', TEXT],
  [
    'footer links',
    { file: 'styles/global.css', selector: '.on-ink a:not(.button)', property: 'color' },
    '--color-ink',
    TEXT,
  ],
  [
    'footer headings',
    {
      file: 'layouts/SiteFooter.astro',
      selector: '.site-footer__heading',
      property: 'color',
    },
    '--color-ink',
    TEXT,
  ],
  [
    'hero heading',
    { file: 'features/home/HomeHero.astro', selector: '.hero h1', property: 'color' },
    hero,
    TEXT,
  ],
  ['hero text', '--color-on-ink', hero, TEXT],
  ['hero highlights', '--color-on-ink-muted', hero, TEXT],
  ['hero eyebrow', '--color-accent-bright', hero, TEXT],
  [
    'hero button',
    '--color-ink',
    { file: 'features/home/HomeHero.astro', selector: '.hero__cta', property: 'background' },
    TEXT,
  ],
  ['hero button, hovered', '--color-ink', '--color-primary-soft', TEXT],
  ['contact band text', '--color-on-ink-muted', contactBand, TEXT],
  [
    'contact band heading',
    { file: 'features/home/ServiceList.astro', selector: '.contact__title', property: 'color' },
    contactBand,
    TEXT,
  ],
  ['saved card text', '--color-on-ink', savedCard, TEXT],
  ['saved card details', '--color-on-ink-muted', savedCard, TEXT],
  // Large text and icons
  [
    'error page status code (large)',
    { file: 'components/error/ErrorPage.module.css', selector: '.code', property: 'background' },
    '--color-bg',
    NON_TEXT,
  ],
  [
    'service icons',
    { file: 'features/home/ServiceList.astro', selector: '.service__icon', property: 'color' },
    { file: 'features/home/ServiceList.astro', selector: '.service__icon', property: 'background' },
    NON_TEXT,
  ],
  // Borders of controls and the focus ring
  ['field borders on cards', '--color-border-control', '--color-surface', NON_TEXT],
  ['field borders on the page', '--color-border-control', '--color-bg', NON_TEXT],
  ['invalid field borders', '--color-danger', '--color-surface', NON_TEXT],
  [
    'sort select border',
    {
      file: 'features/catalogue/ProductListing.module.css',
      selector: '.sort select',
      property: 'border',
    },
    '--color-surface',
    NON_TEXT,
  ],
  ['saved card remove button border', '--color-on-ink-muted', savedCard, NON_TEXT],
  ['focus ring on the page', '--color-focus', '--color-bg', NON_TEXT],
  ['focus ring on cards', '--color-focus', '--color-surface', NON_TEXT],
  ['focus ring on the editor toolbar', '--color-focus', '--color-surface-alt', NON_TEXT],
  ['focus ring on dark sections', '--color-accent-bright', '--color-ink', NON_TEXT],
  ['focus ring on the hero', '--color-accent-bright', hero, NON_TEXT],
  ['focus ring on saved cards', '--color-accent-bright', savedCard, NON_TEXT],
];

describe('the design system meets WCAG AA contrast', () => {
  // The measured ratio is in each test's name: the verbose output is the contrast report.
  it.each(
    PAIRS.map(([what, foreground, background, min]) => {
      const ratio = worstRatio(foreground, background);
      return { what, ratio, shown: ratio.toFixed(2), min };
    }),
  )('$what: $shown:1 (at least $min:1)', ({ ratio, min }) => {
    expect(ratio).toBeGreaterThanOrEqual(min);
  });
});
