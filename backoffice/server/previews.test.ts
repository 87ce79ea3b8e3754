import { describe, expect, it } from 'vitest';
import { PREVIEW_BANNER_ATTRIBUTE, previewBanner, withBanner } from './previews.ts';

describe('previewBanner', () => {
  it('is a note a screen reader announces, marked as the preview banner', () => {
    const banner = previewBanner('Pré-visualização do rascunho.');
    expect(banner).toMatch(/^<p [^>]*role="note"[^>]*>Pré-visualização do rascunho\.<\/p>$/);
    expect(banner).toContain(`${PREVIEW_BANNER_ATTRIBUTE} `);
  });

  it('shows its text as text, never as markup', () => {
    const banner = previewBanner('<script>alert("x")</script> & "aspas"');
    expect(banner).not.toContain('<script>');
    expect(banner).toContain(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#34;aspas&#34;',
    );
  });
});

describe('withBanner', () => {
  const BANNER = '<p data-preview-banner>rascunho</p>';

  it("puts the banner first in the page's body and changes nothing else", () => {
    const page =
      '<!DOCTYPE html><html lang="pt-BR"><head><title>Mouse</title></head><body class="page" data-x="1"><h1>Mouse</h1></body></html>';
    const shown = withBanner(page, BANNER);
    expect(shown).toBe(page.replace('data-x="1">', `data-x="1">${BANNER}`));
  });

  it('adds one banner even when the page quotes a <body> tag further on', () => {
    const page =
      '<html><BODY><pre>&lt;body&gt;</pre><template><body></body></template></BODY></html>';
    const shown = withBanner(page, BANNER);
    expect(shown.split(BANNER)).toHaveLength(2);
    expect(shown.startsWith(`<html><BODY>${BANNER}`)).toBe(true);
  });

  it('leaves a page without a body as it is', () => {
    expect(withBanner('<p>fragmento</p>', BANNER)).toBe('<p>fragmento</p>');
  });
});
