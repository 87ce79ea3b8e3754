/**
 * The back office's publications list and draft previews, on its real server in front of
 * stand-ins for the API, the publisher and the preview builder: who may see them, and what
 * they show.
 */
import { describe, expect, it } from 'vitest';
import {
  CONTENT_TOKEN,
  EDITOR_TOKEN,
  SITE,
  SUPPORT_TOKEN,
  LOGGED_OUT,
  backofficeUnderTest,
} from '../../tests/support/backoffice-server.ts';

const bo = backofficeUnderTest();

describe('publications', () => {
  it("list the publisher's work, with links to the site, for those who publish", async () => {
    const answer = await bo.get('/api/publicacoes', EDITOR_TOKEN);
    expect(answer.status).toBe(200);
    const { publications } = (await answer.json()) as {
      publications: { state: string; links: { href: string }[] }[];
    };
    expect(publications.map((publication) => publication.state)).toEqual(['Na fila']);
    expect(publications[0]?.links).toEqual([{ label: 'Página inicial', href: `${SITE}/` }]);
  });

  it('are refused without a session, and to staff who do not publish', async () => {
    expect((await bo.get('/api/publicacoes')).status).toBe(401);
    const support = await bo.get('/api/publicacoes', SUPPORT_TOKEN);
    expect(support.status).toBe(403);
    expect(await support.json()).toEqual({ error: 'Acesso negado.' });
  });

  it('say in pt-BR when the publisher does not answer', async () => {
    const silent = await bo.another({ publisherUrl: 'http://127.0.0.1:9' });
    try {
      const answer = await fetch(`${silent.url}/api/publicacoes`, {
        headers: { Cookie: `bo_sessao=${EDITOR_TOKEN}` },
      });
      expect(answer.status).toBe(502);
      expect(await answer.json()).toEqual({
        error: 'O publicador (http://127.0.0.1:9) não respondeu; tente de novo em instantes.',
      });
    } finally {
      await silent.close();
    }
  });
});

/** A preview as the product form asks for it: its form posted into the frame. */
function previewOf(path: string, token?: string): Promise<Response> {
  return bo.post(path, '', { token, form: true });
}

describe('previews', () => {
  const SITE_PAGE = '<html><head><title>Mouse</title></head><body><h1>Mouse</h1></body></html>';

  it("show the draft's page with a banner, sandboxed, framed only by the back office", async () => {
    bo.showPreview({ kind: 'page', html: SITE_PAGE, assetsDir: bo.previewAssets });
    const answer = await previewOf('/pre-visualizar/produtos/3', EDITOR_TOKEN);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(
      /<body><p data-preview-banner role="note"[^>]*>Pré-visualização do rascunho: esta página ainda não está no ar\.<\/p><h1>Mouse<\/h1>/,
    );
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^sandbox allow-same-origin;/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain(`img-src 'self' data: ${bo.api.origin}`);
    expect(bo.preview).toHaveBeenCalledWith({ kind: 'product', id: '3' }, EDITOR_TOKEN);
  });

  it('of the home page need the content permission, of a product the catalogue one', async () => {
    bo.showPreview({ kind: 'page', html: SITE_PAGE, assetsDir: bo.previewAssets });
    expect((await previewOf('/pre-visualizar/inicio', CONTENT_TOKEN)).status).toBe(200);
    expect(bo.preview).toHaveBeenCalledWith({ kind: 'home' }, CONTENT_TOKEN);
    const refused = [
      ['/pre-visualizar/produtos/3', CONTENT_TOKEN],
      ['/pre-visualizar/inicio', SUPPORT_TOKEN],
      ['/pre-visualizar/produtos/3', SUPPORT_TOKEN],
    ] as const;
    for (const [path, token] of refused) {
      const answer = await previewOf(path, token);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ error: 'Acesso negado.' });
    }
    const anonymous = await previewOf('/pre-visualizar/produtos/3');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: LOGGED_OUT });
    expect(bo.preview).toHaveBeenCalledOnce();
  });

  it('say why there is no page: an unpublished product, or a failed build', async () => {
    bo.showPreview({ kind: 'absent' });
    const absent = await previewOf('/pre-visualizar/produtos/3', EDITOR_TOKEN);
    expect(absent.status).toBe(404);
    expect(await absent.json()).toEqual({
      error: 'Com "Publicado" desmarcado, este produto não terá página na loja.',
    });
    bo.showPreview({ kind: 'failed', reason: 'A API não respondeu.' });
    const failed = await previewOf('/pre-visualizar/produtos/3', EDITOR_TOKEN);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      error: 'Não foi possível gerar a pré-visualização: A API não respondeu.',
    });
  });

  it("serve the latest preview's scripts and styles, and nothing out of its folder", async () => {
    const style = await bo.get('/_astro/site.css');
    expect(style.status).toBe(200);
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await style.text()).toBe('body{}');
    expect((await bo.get('/_astro/nada.js')).status).toBe(404);
    expect((await bo.get('/_astro/..%2f..%2fsegredo.txt')).status).toBe(404);
  });

  it('are built only for a POST from the back office, never for an image or a link', async () => {
    bo.showPreview({ kind: 'page', html: SITE_PAGE, assetsDir: bo.previewAssets });
    // What an <img src="/pre-visualizar/produtos/3"> in a customer's ticket would make.
    const fetched = await bo.get('/pre-visualizar/produtos/3', EDITOR_TOKEN);
    expect(fetched.status).toBe(405);
    expect(fetched.headers.get('allow')).toBe('POST');
    const forged = await bo.post('/pre-visualizar/produtos/3', '', {
      token: EDITOR_TOKEN,
      form: true,
      origin: 'https://outro.example',
    });
    expect(forged.status).toBe(403);
    expect(bo.preview).not.toHaveBeenCalled();
  });

  it('are only of product pages named by a number', async () => {
    expect((await bo.get('/pre-visualizar/produtos/abc', EDITOR_TOKEN)).status).toBe(404);
    expect((await bo.get('/pre-visualizar/produtos/0', EDITOR_TOKEN)).status).toBe(404);
    expect(bo.preview).not.toHaveBeenCalled();
  });
});
