/**
 * The content editors' operations, updateProduct and createProduct: allowed only with the
 * editor key (`X-Editor-Key`), checked in pt-BR like every input, and followed by the signed
 * publish webhook naming the product, so the site publishes the change.
 */
import type { MockContext } from '../../api/context.ts';
import { assertNoIssues, productNotFound } from '../../api/errors.ts';
import type { Issue } from '../../api/errors.ts';
import { productOf } from '../../seed/catalogue.ts';
import type { CategoryRecord } from '../catalogue/category-store.ts';
import type { ProductChange, ProductRecord } from '../catalogue/product-store.ts';
import { requireEditor } from './editor-auth.ts';

export const PRODUCT_NAME_MAX_LENGTH = 120;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5_000;
export const PRODUCT_MAX_PRICE = 1_000_000;
export const PRODUCT_MAX_QUANTITY = 1_000_000;

interface UpdateProductInput {
  name?: string | null;
  description?: string | null;
  price?: number | null;
  quantity?: number | null;
  is_published?: boolean | null;
}

interface CreateProductInput {
  name: string;
  description: string;
  price: number;
  quantity: number;
  categoryId: string;
  is_published?: boolean | null;
}

/** The fields given in `input`, normalised, or BAD_USER_INPUT naming every bad one. */
function checkedChange(
  input: UpdateProductInput & { categoryId?: string | null },
  categories: ReadonlyMap<string, CategoryRecord>,
): ProductChange {
  const issues: Issue[] = [];
  const change: {
    -readonly [K in keyof ProductChange]: ProductChange[K];
  } = {};
  if (input.name != null) {
    const name = input.name.trim().replace(/\s+/g, ' ');
    if (name.length < 2 || name.length > PRODUCT_NAME_MAX_LENGTH) {
      issues.push({
        field: 'name',
        message: `O nome do produto deve ter entre 2 e ${PRODUCT_NAME_MAX_LENGTH} caracteres.`,
      });
    } else change.name = name;
  }
  if (input.description != null) {
    const description = input.description.trim();
    if (description.length === 0 || description.length > PRODUCT_DESCRIPTION_MAX_LENGTH) {
      issues.push({
        field: 'description',
        message: `A descrição deve ter entre 1 e ${PRODUCT_DESCRIPTION_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
      });
    } else change.description = description;
  }
  if (input.price != null) {
    const cents = Math.round(input.price * 100);
    if (
      !(input.price > 0) ||
      input.price > PRODUCT_MAX_PRICE ||
      Math.abs(cents - input.price * 100) > 1e-6
    ) {
      issues.push({
        field: 'price',
        message: `O preço deve ser maior que zero, até R$ ${PRODUCT_MAX_PRICE.toLocaleString('pt-BR')}, com no máximo dois decimais.`,
      });
    } else change.price = cents / 100;
  }
  if (input.quantity != null) {
    if (input.quantity < 0 || input.quantity > PRODUCT_MAX_QUANTITY) {
      issues.push({
        field: 'quantity',
        message: `O estoque deve ser um número inteiro de 0 a ${PRODUCT_MAX_QUANTITY.toLocaleString('pt-BR')}.`,
      });
    } else change.quantity = input.quantity;
  }
  if (input.is_published != null) change.is_published = input.is_published;
  if (input.categoryId != null) {
    if (!categories.has(input.categoryId)) {
      issues.push({ field: 'categoryId', message: 'Categoria inexistente.' });
    } else change.categoryId = input.categoryId;
  }
  assertNoIssues(issues);
  return change;
}

export const editorResolvers = {
  Mutation: {
    async updateProduct(
      _: unknown,
      args: { id: string; input: UpdateProductInput },
      ctx: MockContext,
    ): Promise<ProductRecord> {
      requireEditor(ctx);
      const change = checkedChange(args.input, await ctx.loaders.categories());
      if (Object.keys(change).length === 0) {
        assertNoIssues([{ field: 'input', message: 'Informe ao menos um campo para alterar.' }]);
      }
      const product = await ctx.data.products.update(args.id, change, ctx.now);
      if (!product) throw productNotFound();
      void ctx.publish([product.id], `updateProduct ${product.id}`);
      return product;
    },

    async createProduct(
      _: unknown,
      args: { input: CreateProductInput },
      ctx: MockContext,
    ): Promise<ProductRecord> {
      requireEditor(ctx);
      const change = checkedChange(args.input, await ctx.loaders.categories());
      // A new product gets the photos and options the catalogue draws for its id.
      const product = await ctx.data.products.create((id) => {
        const drawn = productOf(id);
        return {
          name: change.name ?? '',
          description: change.description ?? '',
          price: change.price ?? 0,
          quantity: change.quantity ?? 0,
          categoryId: change.categoryId ?? '',
          is_published: change.is_published ?? true,
          photos: drawn.photos,
          attributes: drawn.attributes,
        };
      }, ctx.now);
      void ctx.publish([product.id], `createProduct ${product.id}`);
      return product;
    },
  },
};
