/**
 * The catalogue a preview build sees. The back office renders a product's preview with the
 * site's own build, whose requests carry the staff member's token and `X-Preview:
 * product:{id}`: the listings then answer the catalogue as it will be once that product's draft
 * is published. Only staff who keep the catalogue get it; anyone else sends the header in vain
 * (UNAUTHENTICATED or FORBIDDEN), and without it nothing changes.
 */
import type { ApiContext } from '../../core/context.ts';
import { requestedPreview } from '../../core/preview-request.ts';
import { requireStaff } from '../staff/roles.ts';
import { createListingCache } from './listing-cache.ts';
import { contentOf, mergeDraft } from './product-content.ts';
import { productStore } from './product-store.ts';
import type { ProductStore } from './product-store.ts';

/** Each request's view of the catalogue, made once however many fields read it. */
const views = new WeakMap<ApiContext, Promise<ProductStore>>();

/**
 * The products the request's listings read (its lists, their filters' choices and the
 * categories' counts): the catalogue, or a product preview's view of it.
 */
export function listedProducts(ctx: ApiContext): Promise<ProductStore> {
  let view = views.get(ctx);
  if (view === undefined) {
    view = viewOf(ctx);
    views.set(ctx, view);
  }
  return view;
}

const counts = new WeakMap<ApiContext, Promise<Map<string, number>>>();

/** Published products per category id, as the request sees the catalogue. */
export async function listedCategoryCounts(ctx: ApiContext): Promise<Map<string, number>> {
  const products = await listedProducts(ctx);
  if (products === ctx.data.products) return ctx.loaders.productCounts();
  let view = counts.get(ctx);
  if (view === undefined) {
    view = products.countsByCategory();
    counts.set(ctx, view);
  }
  return view;
}

async function viewOf(ctx: ApiContext): Promise<ProductStore> {
  const preview = requestedPreview(ctx);
  if (preview?.kind !== 'product') return ctx.data.products;
  await requireStaff(ctx, 'CATALOGUE');
  const [live, draft] = await Promise.all([
    ctx.data.products.byId(preview.id),
    ctx.data.workspace.draft(preview.id),
  ]);
  if (!live || !draft) return ctx.data.products;
  const content = mergeDraft(contentOf(live), draft.base, draft.content);
  // A store of its own: its listings are counted anew, never from the shop's cache.
  return productStore(ctx.db, createListingCache(), {
    id: Number(live.id),
    name: content.name,
    description: content.description,
    price: content.price,
    quantity: content.quantity,
    published: content.published,
    categoryId: content.categoryId,
    photos: content.photos,
  });
}
