/** A product by id, as a customer may see it, or as staff who keep the catalogue may. */
import type { ApiContext } from '../../core/context.ts';
import { productNotFound } from '../../core/errors.ts';
import { may } from '../staff/roles.ts';
import type { ProductRecord } from './product-store.ts';

/** Whether the request comes from staff who keep the catalogue (they see unpublished products). */
async function keepsCatalogue(ctx: ApiContext): Promise<boolean> {
  const member = await ctx.staff();
  return member !== null && may(member, 'CATALOGUE');
}

/** The product with id `id`, or the contract's NOT_FOUND error (unpublished: editors only). */
export async function findProduct(ctx: ApiContext, id: string): Promise<ProductRecord> {
  const product = await ctx.loaders.product.load(id);
  if (!product || (!product.is_published && !(await keepsCatalogue(ctx)))) throw productNotFound();
  return product;
}
