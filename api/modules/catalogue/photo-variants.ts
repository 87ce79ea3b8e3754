/**
 * What a product photo gives the pages besides its URL: its size and the variants made of it,
 * for the SDL's `ProductImage` (a product's photos, the back office's form too). Only uploaded
 * photos (`/files/photos/…`) have them; drawings (SVG) and older uploads have none.
 */
import type { ApiContext } from '../../core/context.ts';
import { PHOTO_CONTENT_TYPES } from '../../providers/photos/processor.ts';
import type { PhotoRecord } from './product-photo-store.ts';

const PHOTO_URL = /^\/files\/(photos\/[\w-]{22}\.jpg)$/;

export interface ImageVariantView {
  readonly url: string;
  readonly type: string;
  readonly width: number;
  readonly height: number;
}

/** The processed photo `url` names, or null for any other photo. */
export async function photoOfUrl(url: string, ctx: ApiContext): Promise<PhotoRecord | null> {
  const path = PHOTO_URL.exec(url)?.[1];
  return path === undefined ? null : ctx.loaders.photo.load(path);
}

/** The photo's variants as the pages load them. */
export function variantViews(photo: PhotoRecord | null, ctx: ApiContext): ImageVariantView[] {
  return (photo?.variants ?? []).map((variant) => ({
    url: ctx.photoUrl(variant.path, variant.inBucket),
    type: PHOTO_CONTENT_TYPES[variant.format],
    width: variant.width,
    height: variant.height,
  }));
}
