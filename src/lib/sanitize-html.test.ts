// @vitest-environment jsdom
import { PUBLIC_GRAPHQL_URL } from 'astro:env/client';
import { describe, expect, it } from 'vitest';
import { VIDEO_ORIGINS } from '../../config/csp.ts';
import { VIDEO_EMBEDS, sanitizeHtml } from './sanitize-html.ts';

/**
 * The sanitized HTML parsed back (inert, in a template), to assert on elements rather than on
 * serialisation details.
 */
function clean(html: string, headingLevel?: 1 | 2 | 3): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = `<div>${sanitizeHtml(html, { headingLevel })}</div>`;
  const container = template.content.firstElementChild;
  if (!(container instanceof HTMLElement)) throw new Error('nothing parsed');
  return container;
}

describe('sanitizeHtml keeps what the editor produces', () => {
  it('keeps paragraphs, inline formatting, headings, quotes and line breaks', () => {
    const html =
      '<h1>Título</h1><h2>Sub</h2><p><strong>a</strong> <b>b</b> <em>c</em> <i>d</i> <u>e</u> <s>f</s><br></p><blockquote>q</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps Quill 2 lists with their type and indent, dropping the editor's marker span", () => {
    const out = clean(
      '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>um</li>' +
        '<li data-list="ordered" class="ql-indent-1"><span class="ql-ui" contenteditable="false"></span>dois</li></ol>',
    );
    const items = out.querySelectorAll('ol > li');
    expect([...items].map((li) => li.getAttribute('data-list'))).toEqual(['bullet', 'ordered']);
    expect(items[1]?.className).toBe('ql-indent-1');
    expect(items[0]?.textContent).toBe('um');
    expect(out.querySelector('.ql-ui, [contenteditable]')).toBeNull();
  });

  it('keeps code blocks of Quill 1 and 2', () => {
    const html =
      '<pre class="ql-syntax">a = 1</pre><div class="ql-code-block-container"><div class="ql-code-block">  b()</div></div><p><code>c</code></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps Quill's size, font and alignment classes and drops any other class", () => {
    const out = clean(
      '<p class="ql-align-center button"><span class="ql-size-huge ql-font-monospace visually-hidden">x</span></p>',
    );
    expect(out.querySelector('p')?.className).toBe('ql-align-center');
    expect(out.querySelector('span')?.className).toBe('ql-size-huge ql-font-monospace');
  });

  it('keeps text and background colours in hex and rgb(), rebuilt', () => {
    const out = clean(
      '<span style="color: rgb(230, 0, 0); background-color: #FFEBCC;">a</span><span style="color:#06c">b</span>',
    );
    const [first, second] = out.querySelectorAll('span');
    expect(first?.getAttribute('style')).toBe('color: rgb(230, 0, 0); background-color: #ffebcc;');
    expect(second?.getAttribute('style')).toBe('color: #06c;');
  });

  it('keeps web, mail and phone links, marked nofollow; web links open in a new tab', () => {
    const out = clean(
      '<a href="https://example.com/a?b=1">w</a><a href="mailto:suporte@exemplo.com.br">m</a><a href="tel:+5511999999999">t</a>',
    );
    const [web, mail, phone] = out.querySelectorAll('a');
    expect(web?.getAttribute('href')).toBe('https://example.com/a?b=1');
    expect(web?.getAttribute('target')).toBe('_blank');
    expect(web?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(mail?.getAttribute('href')).toBe('mailto:suporte@exemplo.com.br');
    expect(mail?.hasAttribute('target')).toBe(false);
    expect(phone?.getAttribute('href')).toBe('tel:+5511999999999');
    expect(phone?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('keeps photos from the site, from the API and base64 images of the accepted types', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const photo = `${new URL(PUBLIC_GRAPHQL_URL).origin}/files/products/1/1.svg`;
    const out = clean(
      `<img src="${location.origin}/files/a.jpg" alt="foto" width="320"><img src="${png}">` +
        `<img src="data:image/x-icon;base64,AAAB"><img src="${photo}"><img src="/files/b.svg">`,
    );
    const images = out.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual([
      `${location.origin}/files/a.jpg`,
      png,
      'data:image/x-icon;base64,AAAB',
      photo,
      `${location.origin}/files/b.svg`,
    ]);
    expect(images[0]?.getAttribute('alt')).toBe('foto');
    expect(images[0]?.getAttribute('width')).toBe('320');
    expect(images[1]?.getAttribute('alt')).toBe('');
  });

  it('keeps YouTube and Vimeo embeds over https, sandboxed and titled', () => {
    const out = clean(
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe>' +
        '<iframe class="ql-video" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>' +
        '<iframe class="ql-video" src="https://player.vimeo.com/video/76979871/"></iframe>',
    );
    const frames = [...out.querySelectorAll('iframe')];
    expect(frames.map((frame) => frame.getAttribute('src'))).toEqual([
      'https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871/',
    ]);
    for (const frame of frames) {
      expect(frame.getAttribute('title')).toBe('Vídeo incorporado');
      expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
      expect(frame.hasAttribute('frameborder')).toBe(false);
    }
  });

  it('moves headings down to the requested level', () => {
    const out = clean('<h1 class="ql-align-center">a</h1><h2>b</h2><p>c</p>', 3);
    expect(out.innerHTML).toBe('<h3 class="ql-align-center">a</h3><h4>b</h4><p>c</p>');
  });
});

describe('sanitizeHtml makes everything else inert', () => {
  it('removes scripts with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('removes event handlers (an onerror image keeps its photo source, no handler)', () => {
    const out = clean('<img src=/files/x onerror="alert(1)"><p onclick="alert(2)">t</p>');
    expect(out.querySelector('[onerror], [onclick]')).toBeNull();
    expect(out.querySelector('img')?.getAttribute('src')).toBe(`${location.origin}/files/x`);
    expect(out.querySelector('p')?.textContent).toBe('t');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['  javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['&#x6A;&#x61;vascript&#58;alert(1)'],
    ['jav&#x09;ascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['sms:+5511999999999'],
    ['/painel/ticket/1'],
    ['//evil.example/x'],
  ])('drops the link target %s, keeping the text', (href) => {
    const out = clean(`<a href="${href}" target="_top">clique</a>`);
    const link = out.querySelector('a');
    expect(link?.hasAttribute('href')).toBe(false);
    expect(link?.hasAttribute('target')).toBe(false);
    expect(out.textContent).toBe('clique');
  });

  it("replaces a link's own target with a new tab, never a named or top frame", () => {
    const out = clean(
      '<a href="https://example.com" target="_top">a</a><a href="mailto:a@b.co" target="janela">b</a>',
    );
    const [web, mail] = out.querySelectorAll('a');
    expect(web?.getAttribute('target')).toBe('_blank');
    expect(mail?.hasAttribute('target')).toBe(false);
  });

  it.each([
    ['https://evil.example/embed/x'],
    ['http://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ'],
    ['https://user@www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://player.vimeo.com/video/abc'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
  ])('removes an iframe to %s', (src) => {
    expect(clean(`<p>a</p><iframe src="${src}"></iframe>`).querySelector('iframe')).toBeNull();
  });

  it('removes srcdoc iframes even on an allowed host', () => {
    const out = clean(
      '<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    );
    expect(out.querySelector('iframe')?.hasAttribute('srcdoc')).toBe(false);
  });

  it.each([
    ['color: expression(alert(1))'],
    ['background-color: url(https://evil.example/t.png)'],
    ['color: red; position: fixed; inset: 0'],
    ['background-image: url(javascript:alert(1))'],
    ['color: \\72\\65\\64'],
    ['color: rgb(300, 0, 0)'],
  ])('drops the unsafe style %s', (style) => {
    expect(clean(`<span style="${style}">x</span>`).querySelector('[style]')).toBeNull();
  });

  it('keeps the safe colour of a style that also holds unsafe declarations', () => {
    const out = clean('<span style="position: fixed; color: #e60000; background: url(x)">x</span>');
    expect(out.querySelector('span')?.getAttribute('style')).toBe('color: #e60000;');
  });

  it('removes svg with its onload handler, and math', () => {
    const out = clean(
      '<svg onload="alert(1)"><circle r="1"></circle></svg><math><mi>x</mi></math><p>ok</p>',
    );
    expect(out.querySelector('svg, circle, math, [onload]')).toBeNull();
    expect(out.querySelector('p')?.textContent).toBe('ok');
  });

  it('removes forms and their controls', () => {
    const out = clean(
      '<form action="https://evil.example"><input name="senha" type="password"><button>Enviar</button><textarea></textarea><select></select></form>',
    );
    expect(out.querySelector('form, input, button, textarea, select')).toBeNull();
  });

  it('removes ids, names, data and aria attributes, style and link elements', () => {
    const out = clean(
      '<p id="conteudo" name="x" data-x="1" aria-hidden="true">a</p><style>*{display:none}</style><link rel="stylesheet" href="https://evil.example/a.css">',
    );
    expect(out.innerHTML).toBe('<p>a</p>');
  });

  it('removes images the page policy would block: other origins, schemes and types', () => {
    const site = new URL(location.origin);
    const html = [
      'https://cdn.example.com/a.jpg',
      '//rastreador.example/pixel.gif',
      `${site.protocol === 'https:' ? 'http:' : 'https:'}//${site.host}/files/a.png`,
      '/pre-visualizar/produtos/3?v=1',
      'https://cliente:senha@cdn.example.com/a.png',
      '',
    ]
      .map((src) => `<img src="${src}" alt="externa">`)
      .join('');
    expect(sanitizeHtml(`<p>antes${html}depois</p>`)).toBe('<p>antesdepois</p>');
  });

  it('drops image sources of other schemes and types', () => {
    const out = clean(
      '<img src="javascript:alert(1)"><img src="data:image/svg+xml;base64,PHN2Zz4="><img src="data:text/html;base64,AAAA">',
    );
    expect(out.querySelector('img')).toBeNull();
  });

  it('drops Quill list values the toolbar does not offer', () => {
    expect(
      clean('<ol><li data-list="checked">x</li></ol>').querySelector('[data-list]'),
    ).toBeNull();
  });
});

describe('video embeds and the Content-Security-Policy', () => {
  it('keep exactly the players the policy lets in as frames', () => {
    const embedOrigins = VIDEO_EMBEDS.map(({ host }) => `https://${host}`);
    expect([...embedOrigins].sort()).toEqual([...VIDEO_ORIGINS].sort());
  });
});
