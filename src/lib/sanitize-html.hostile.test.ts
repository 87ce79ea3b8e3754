// @vitest-environment jsdom
/**
 * The whole hostile input corpus (tests/security/hostile-inputs.ts) through the rich-text
 * sanitizer: alone, inside the paragraphs Quill writes, and as the sanitizer's own output
 * sanitized again (markup that changes when parsed twice is how mutation XSS gets through).
 */
import { describe, expect, it } from 'vitest';
import { HOSTILE_INPUTS } from '../../tests/security/hostile-inputs.ts';
import { unsafeMarkup } from '../../tests/security/inert-markup.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/** The sanitized HTML parsed back, inert, to look at elements rather than at serialisation. */
function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Payloads with no markup and no entity: text that must come out exactly as it went in. */
const PLAIN_TEXT = HOSTILE_INPUTS.filter(({ value }) => !/[<&]/.test(value));

describe('sanitizeHtml with the hostile input corpus', () => {
  it('covers at least 30 payloads, a dozen of them plain text', () => {
    expect(HOSTILE_INPUTS.length).toBeGreaterThanOrEqual(30);
    expect(PLAIN_TEXT.length).toBeGreaterThanOrEqual(12);
  });

  it('recognises the danger of every markup payload before sanitizing (the check can fail)', () => {
    const markup = HOSTILE_INPUTS.filter(
      ({ category, value }) => value.includes('<') && !['template', 'unicode'].includes(category),
    );
    expect(markup.length).toBeGreaterThanOrEqual(30);
    const missed = markup.filter(({ value }) => unsafeMarkup(parsed(value)).length === 0);
    expect(missed.map(({ id }) => id)).toEqual([]);
  });

  it.each(HOSTILE_INPUTS.map((input) => [input.id, input.value]))(
    '%s comes out inert',
    (_id, value) => {
      for (const html of [value, `<p>antes</p>${value}<p>depois</p>`, `<p>${value}</p>`]) {
        const clean = sanitizeHtml(html);
        expect(unsafeMarkup(parsed(clean))).toEqual([]);
        expect(sanitizeHtml(clean)).toBe(clean);
      }
    },
  );

  it.each(HOSTILE_INPUTS.map((input) => [input.id, input.value]))(
    '%s comes out inert with headings moved down',
    (_id, value) => {
      const clean = sanitizeHtml(`<h1>${value}</h1>${value}`, { headingLevel: 3 });
      expect(unsafeMarkup(parsed(clean))).toEqual([]);
    },
  );

  it.each(PLAIN_TEXT.map((input) => [input.id, input.value]))(
    '%s, plain text, keeps every character',
    (_id, value) => {
      expect(parsed(sanitizeHtml(`<p>${value}</p>`)).textContent).toBe(value);
    },
  );

  it('keeps the text around what it removes', () => {
    const clean = parsed(
      sanitizeHtml('<p>Meu pedido <script>__pwned(1)</script>não chegou<img src=x onerror=x></p>'),
    );
    expect(clean.textContent).toBe('Meu pedido não chegou');
  });

  it('shows entities as the characters they stand for, never as markup', () => {
    const clean = parsed(sanitizeHtml('<p>&lt;script&gt;__pwned(1)&lt;/script&gt;</p>'));
    expect(clean.textContent).toBe('<script>__pwned(1)</script>');
    expect(clean.querySelector('script')).toBeNull();
  });
});
