import { describe, expect, it } from 'vitest';
import type { PendingPublish, PublishRecord } from '../../contract/publisher-status.ts';
import { publicationsView } from './publications.ts';

const SITE = 'https://loja.exemplo.com.br/';

const PUBLISHED: PublishRecord = {
  id: 'p3',
  trigger: 'Produto 3 publicado por Edite Editora',
  products: ['3'],
  pages: [],
  receivedAt: '2026-05-04T12:00:00.000Z',
  startedAt: '2026-05-04T12:00:03.000Z',
  durationMs: 3400,
  rendered: 2,
  reused: 48,
  result: 'published',
};

const FAILED: PublishRecord = {
  ...PUBLISHED,
  id: 'p2',
  trigger: 'Página inicial alterada por Edite Editora',
  products: [],
  pages: ['/'],
  result: 'failed',
  error: 'A API não respondeu.',
};

const WAITING: PendingPublish = {
  id: 'p5',
  trigger: 'Produto 7 publicado por Edite Editora',
  products: ['7'],
  pages: [],
  receivedAt: '2026-05-04T12:05:00.000Z',
};

const BUILDING: PendingPublish = {
  ...WAITING,
  id: 'p4',
  products: 'all',
  trigger: 'Planilha importada por Gerente Geral',
  startedAt: '2026-05-04T12:04:30.000Z',
};

describe('publicationsView', () => {
  it('lists the waiting publish, the one being built, then the history, newest first', () => {
    const { publications } = publicationsView(
      { state: 'building', waiting: WAITING, building: BUILDING, history: [PUBLISHED, FAILED] },
      SITE,
    );
    expect(publications.map(({ id, state }) => [id, state])).toEqual([
      ['p5', 'Na fila'],
      ['p4', 'Publicando'],
      ['p3', 'No ar'],
      ['p2', 'Falhou'],
    ]);
  });

  it('tells what a finished publish did, what the editor should know, and why one failed', () => {
    const warned = { ...PUBLISHED, warning: 'O produto 99 não existe e ficou de fora.' };
    const [published, failed] = publicationsView({ history: [warned, FAILED] }, SITE).publications;
    expect(published).toMatchObject({
      trigger: 'Produto 3 publicado por Edite Editora',
      startedAt: '2026-05-04T12:00:03.000Z',
      durationMs: 3400,
      rendered: 2,
      reused: 48,
      reason: null,
      warning: 'O produto 99 não existe e ficou de fora.',
    });
    expect(failed?.reason).toBe('A API não respondeu.');
  });

  it('says nothing yet of a publish still waiting or building but when it started', () => {
    const [waiting, building] = publicationsView(
      { waiting: WAITING, building: BUILDING },
      SITE,
    ).publications;
    expect(waiting).toMatchObject({
      startedAt: null,
      durationMs: null,
      rendered: null,
      reason: null,
    });
    expect(building?.startedAt).toBe('2026-05-04T12:04:30.000Z');
  });

  it("links the pages a publish changed on the site's own origin", () => {
    const [product, home] = publicationsView({ history: [PUBLISHED, FAILED] }, SITE).publications;
    expect(product?.links).toEqual([
      { label: 'Produto 3', href: 'https://loja.exemplo.com.br/produtos/3' },
    ]);
    expect(home?.links).toEqual([
      { label: 'Página inicial', href: 'https://loja.exemplo.com.br/' },
    ]);
  });

  it('links the whole catalogue for a publish of everything', () => {
    const [all] = publicationsView({ building: { ...BUILDING, pages: ['/'] } }, SITE).publications;
    expect(all?.links).toEqual([
      { label: 'Todo o catálogo', href: 'https://loja.exemplo.com.br/produtos' },
      { label: 'Página inicial', href: 'https://loja.exemplo.com.br/' },
    ]);
  });

  it('links at most ten products and says how many more there were', () => {
    const products = Array.from({ length: 13 }, (_, i) => String(i + 1));
    const [many] = publicationsView({ history: [{ ...PUBLISHED, products }] }, SITE).publications;
    expect(many?.links).toHaveLength(11);
    expect(many?.links[9]).toEqual({
      label: 'Produto 10',
      href: 'https://loja.exemplo.com.br/produtos/10',
    });
    expect(many?.links[10]).toEqual({
      label: 'e mais 3 produtos',
      href: 'https://loja.exemplo.com.br/produtos',
    });
  });

  it('shows a publisher that has published nothing yet as an empty list', () => {
    expect(publicationsView({ state: 'idle', history: [] }, SITE)).toEqual({ publications: [] });
    expect(publicationsView({ state: 'idle' }, SITE)).toEqual({ publications: [] });
  });
});
