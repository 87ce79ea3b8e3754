import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import type { ProductContentFieldsFragment as ProductContent } from '../lib/graphql/generated/graphql';
import {
  cancelSchedule,
  discardDraft,
  loadCategories,
  loadProduct,
  publishDraft,
  restoreVersion,
  saveDraft,
  schedule,
} from './product-api';
import type { WorkspaceProduct } from './product-api';

const CONTENT: ProductContent = {
  name: 'Mouse Pulso',
  price: 120,
  quantity: 3,
  categoryId: '1',
  description: '',
  photos: [],
  published: true,
};

const PRODUCT: WorkspaceProduct = {
  id: '7',
  revision: 4,
  live: CONTENT,
  draft: null,
  schedule: null,
  versions: [],
};

const STALE = 'Outra pessoa salvou este produto enquanto você editava: nada foi salvo.';

let send: ReturnType<typeof vi.fn>;

/** The API answering `data` to the next request. */
function answering(data: unknown): void {
  send.mockResolvedValueOnce(new Response(JSON.stringify({ data })));
}

/** The operation and variables the page sent. */
function sent(): { query: string; variables: Record<string, unknown> } {
  const [, init] = send.mock.calls[0] as [string, RequestInit];
  return JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
}

beforeEach(() => {
  send = vi.fn();
  vi.stubGlobal('fetch', send);
  vi.stubGlobal('location', { pathname: '/produtos/editar', search: '?id=7', assign: vi.fn() });
});

afterEach(() => vi.unstubAllGlobals());

describe("the product form's operations", () => {
  it('load the categories', async () => {
    answering({ categories: [{ id: '1', name: 'Periféricos' }] });
    expect(await loadCategories()).toEqual([{ id: '1', name: 'Periféricos' }]);
  });

  it('load a product with its live content, draft, schedule and versions', async () => {
    answering({ backofficeProduct: PRODUCT });
    expect(await loadProduct('7')).toEqual(PRODUCT);
    expect(sent().query).toContain('backofficeProduct(id: $id)');
    expect(sent().variables).toEqual({ id: '7' });
  });

  it('save a new product as a draft without an id or revision', async () => {
    answering({ saveProductDraft: PRODUCT });
    expect(await saveDraft(null, null, CONTENT)).toEqual(PRODUCT);
    expect(sent().query).toContain('saveProductDraft(');
    expect(sent().variables).toEqual({ id: null, revision: null, input: CONTENT });
  });

  it.each([
    ['publishProductDraft', () => publishDraft('7', 4), { id: '7', revision: 4 }],
    ['discardProductDraft', () => discardDraft('7', 4), { id: '7', revision: 4 }],
    ['cancelProductSchedule', () => cancelSchedule('7', 4), { id: '7', revision: 4 }],
    [
      'scheduleProduct',
      () => schedule('7', 4, 'UNPUBLISH', 1_800_000_000_000),
      { id: '7', revision: 4, action: 'UNPUBLISH', at: 1_800_000_000_000 },
    ],
    [
      'restoreProductVersion',
      () => restoreVersion('7', 4, 2),
      { id: '7', revision: 4, version: 2 },
    ],
  ] as const)(
    '%s the revision the editor saw, answering the product',
    async (name, call, variables) => {
      answering({ [name]: PRODUCT });
      expect(await call()).toEqual(PRODUCT);
      expect(sent().query).toContain(`${name}(`);
      expect(sent().variables).toEqual(variables);
    },
  );

  it("fail with the API's pt-BR message when another editor saved first", async () => {
    send.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          data: null,
          errors: [
            {
              message: STALE,
              extensions: { code: 'CONFLICT' },
            },
          ],
        }),
      ),
    );
    const failure = await publishDraft('7', 3).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'CONFLICT', message: STALE });
  });
});
