/** getProduct, products, categories and the computed fields of Product and Category. */
import type { AttributeFilter, ProductSort } from '../catalogue-query.ts';
import { MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from '../constants.ts';
import type { MockContext } from '../context.ts';
import { assertNoIssues, productNotFound } from '../errors.ts';
import type { Issue } from '../errors.ts';
import { productCountOf, productOf } from '../seed/catalogue.ts';
import type { ProductRecord } from '../seed/catalogue.ts';
import { CATEGORIES } from '../seed/vocabulary.ts';
import type { CategoryDef } from '../seed/vocabulary.ts';

interface ProductsArgs {
  filter?: {
    search?: string | null;
    categoryId?: string | null;
    minPrice?: number | null;
    maxPrice?: number | null;
    attributes?: AttributeFilter[] | null;
    ids?: string[] | null;
  } | null;
  sort?: ProductSort | null;
  page?: number | null;
  pageSize?: number | null;
}

/** The product with id `id`, or a NOT_FOUND error. */
export function findProduct(ctx: MockContext, id: string): ProductRecord {
  const n = ctx.catalogue.parseId(id);
  if (n === null) throw productNotFound();
  return productOf(n);
}

function checkProductsArgs(args: ProductsArgs): void {
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

export const catalogueResolvers = {
  Query: {
    getProduct: (_: unknown, args: { id: string }, ctx: MockContext) => findProduct(ctx, args.id),

    products(_: unknown, args: ProductsArgs, ctx: MockContext) {
      checkProductsArgs(args);
      const page = args.page ?? 1;
      const pageSize = args.pageSize ?? 24;
      const result = ctx.catalogue.query({
        ...args.filter,
        sort: args.sort ?? 'NAME_ASC',
        page,
        pageSize,
      });
      return {
        items: result.ids.map(productOf),
        total: result.total,
        page,
        pageSize,
        totalPages: Math.ceil(result.total / pageSize),
        facets: { priceRange: result.priceRange, attributes: result.attributes },
      };
    },

    categories: () => CATEGORIES,
  },

  Product: {
    category: (product: ProductRecord) => CATEGORIES.find((c) => c.id === product.categoryId),
    isFavorited(product: ProductRecord, _: unknown, ctx: MockContext) {
      const viewer = ctx.viewerId();
      return viewer !== null && (ctx.state.favorites.get(viewer) ?? []).includes(product.id);
    },
  },

  Category: {
    productCount: (category: CategoryDef, _: unknown, ctx: MockContext) =>
      productCountOf(CATEGORIES.indexOf(category), ctx.catalogue.count),
  },
};
