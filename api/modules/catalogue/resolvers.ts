/** getProduct, products, categories and the computed fields of Product and Category. */
import { assertNoIssues } from '../../core/errors.ts';
import type { Issue } from '../../core/errors.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../core/constants.ts';
import type { Resolvers } from '../../core/generated/resolvers.ts';
import type { QueryProductsArgs } from '../../core/generated/schema-types.ts';
import { findProduct } from './find-product.ts';
import { listedCategoryCounts, listedProducts } from './preview.ts';
import { decodeCursor } from './product-store.ts';
import type { ProductFilter, ProductSort } from './product-store.ts';
import { SEARCH_MAX_LENGTH } from '../../../contract/limits.ts';
import { photoOfUrl, sourceViews } from './photo-variants.ts';

function checkProductsArgs(args: QueryProductsArgs, sort: ProductSort): void {
  const issues: Issue[] = [];
  const { page, pageSize, filter } = args;
  if (page != null && page < 1) {
    issues.push({ field: 'page', message: 'Página inválida: a primeira página é 1.' });
  }
  if (pageSize != null && (pageSize < 1 || pageSize > MAX_PAGE_SIZE)) {
    issues.push({
      field: 'pageSize',
      message: `Tamanho de página inválido: use de 1 a ${MAX_PAGE_SIZE} itens.`,
    });
  }
  if (args.after != null && sort === 'RELEVANCE') {
    issues.push({
      field: 'after',
      message: 'A ordem de relevância não tem cursor: peça as páginas pelo número (page).',
    });
  } else if (args.after != null && decodeCursor(args.after, sort) === null) {
    issues.push({
      field: 'after',
      message: 'Cursor inválido: use o endCursor de uma página anterior, com a mesma ordenação.',
    });
  }
  if (filter?.search != null && filter.search.length > SEARCH_MAX_LENGTH) {
    issues.push({
      field: 'search',
      message: `A busca deve ter no máximo ${SEARCH_MAX_LENGTH} caracteres.`,
    });
  }
  for (const key of ['minPrice', 'maxPrice'] as const) {
    const price = filter?.[key];
    if (price != null && price < 0) {
      issues.push({ field: key, message: 'O preço não pode ser negativo.' });
    }
  }
  if (filter?.minPrice != null && filter.maxPrice != null && filter.minPrice > filter.maxPrice) {
    issues.push({
      field: 'minPrice',
      message: 'O preço mínimo não pode ser maior que o preço máximo.',
    });
  }
  if (filter?.ids != null && filter.ids.length > MAX_PAGE_SIZE) {
    issues.push({ field: 'ids', message: `Informe no máximo ${MAX_PAGE_SIZE} ids.` });
  }
  const attributes = filter?.attributes ?? [];
  if (attributes.length > 10 || attributes.some((a) => a.values.length > 50)) {
    issues.push({
      field: 'attributes',
      message: 'Filtro de atributos grande demais: até 10 atributos com até 50 valores cada.',
    });
  }
  assertNoIssues(issues);
}

/** Memoises `load`, so a field asked twice (or by two fields) runs one query. */
function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

/** How far before `since` catalogueChanges looks: a transaction's time is taken when it begins. */
const CHANGE_GRACE_MS = 60_000;
/** Changes catalogueChanges lists at most; more and the publisher rebuilds everything. */
const MAX_CHANGES_LISTED = 1_000;

export const catalogueResolvers = {
  Query: {
    getProduct: (_, args, ctx) => findProduct(ctx, args.id),

    async products(_, args, ctx) {
      const sort = args.sort ?? 'NAME_ASC';
      checkProductsArgs(args, sort);
      const page = args.page ?? 1;
      const pageSize = args.pageSize ?? DEFAULT_PAGE_SIZE;
      const { search: text, searchAsYouType, ...conditions } = args.filter ?? {};
      // A preview's request lists the catalogue with its draft in place.
      const products = await listedProducts(ctx);
      // The search is resolved once for every field that needs it.
      const match = lazy(() => ctx.data.search.match(text ?? '', searchAsYouType ?? false));
      const filter = lazy(async (): Promise<ProductFilter> => ({
        ...conditions,
        search: await match(),
      }));
      const listing = lazy(async () =>
        products.list(
          await filter(),
          sort,
          args.after != null ? { after: args.after } : { offset: (page - 1) * pageSize },
          pageSize,
        ),
      );
      const total = lazy(async () => products.count(await filter()));
      return {
        page,
        pageSize,
        listing,
        total,
        facets: async () => products.facets(await filter()),
        didYouMean: async () => (await match())?.didYouMean ?? null,
      };
    },

    categories: (_, __, ctx) => ctx.data.categories.all(),

    async catalogueChanges(_, args, ctx) {
      const since = args.since ?? ctx.now;
      if (!Number.isFinite(since)) {
        assertNoIssues([
          { field: 'since', message: 'Informe o checkpoint de uma resposta anterior.' },
        ]);
      }
      const rows = await ctx.data.products.changedAfter(
        since - CHANGE_GRACE_MS,
        MAX_CHANGES_LISTED + 1,
      );
      const listedRows = rows.slice(0, MAX_CHANGES_LISTED);
      const ids = listedRows.map((row) => row.id);
      const [positions, published, epoch] = await Promise.all([
        ctx.data.products.namePositions(ids),
        ctx.data.products.list({ ids }, 'NAME_ASC', { offset: 0 }, Math.max(1, ids.length)),
        ctx.data.products.epoch(),
      ]);
      const byId = new Map(published.items.map((product) => [product.id, product]));
      return {
        checkpoint: ctx.now,
        epoch,
        complete: rows.length <= MAX_CHANGES_LISTED,
        changes: listedRows.map((row) => ({
          ...row,
          product: byId.get(row.id) ?? null,
          position: positions.get(row.id) ?? null,
        })),
      };
    },
  },

  ProductPage: {
    items: async (page) => (await page.listing()).items,
    endCursor: async (page) => (await page.listing()).endCursor,
    total: (page) => page.total(),
    totalPages: async (page) => Math.ceil((await page.total()) / page.pageSize),
    facets: (page) => page.facets(),
    didYouMean: (page) => page.didYouMean(),
  },

  Product: {
    category: async (product, _, ctx) => {
      const category = (await ctx.loaders.categories()).get(product.categoryId);
      // The foreign key makes this impossible; a miss is a fault, not the client's mistake.
      if (!category) throw new Error(`product ${product.id} has no category ${product.categoryId}`);
      return category;
    },
    isFavorited: async (product, _, ctx) => (await ctx.loaders.favoriteIds()).has(product.id),
    images: (product) => product.photos.map((url, i) => ({ url, alt: product.photoAlts[i] ?? '' })),
    cover: (product) => {
      const url = product.photos[0];
      return url === undefined ? null : { url, alt: product.photoAlts[0] ?? '' };
    },
  },

  ProductImage: {
    width: async (image, _, ctx) => (await photoOfUrl(image.url, ctx))?.width ?? null,
    height: async (image, _, ctx) => (await photoOfUrl(image.url, ctx))?.height ?? null,
    sources: async (image, _, ctx) => sourceViews(await photoOfUrl(image.url, ctx), ctx),
  },

  Category: {
    productCount: async (category, _, ctx) =>
      (await listedCategoryCounts(ctx)).get(category.id) ?? 0,
  },
} satisfies Resolvers;
