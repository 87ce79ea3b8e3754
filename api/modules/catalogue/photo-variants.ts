/**
 * What a product photo gives the pages besides its URL: its size and the variants made of it,
 * one `srcset` per format, for the SDL's `ProductImage` (a product's photos, the back office's
 * form too). Only uploaded photos (`/files/photos/…`) have them; drawings (SVG) and older
 * uploads have none.
 */
import type { ApiContext } from '../../core/context.ts';
import { PHOTO_CONTENT_TYPES, PHOTO_FORMATS } from '../../providers/photos/processor.ts';
import type { PhotoRecord } from './product-photo-store.ts';

const PHOTO_URL = /^\/files\/(photos\/[\w-]{22}\.jpg)$/;

export interface ImageSourceView {
  readonly type: string;
  readonly srcset: string;
}

/** The processed photo `url` names, or null for any other photo. */
export async function photoOfUrl(url: string, ctx: ApiContext): Promise<PhotoRecord | null> {
  const path = PHOTO_URL.exec(url)?.[1];
  return path === undefined ? null : ctx.loaders.photo.load(path);
}

/** The photo's variants as `<source>`s: one `srcset` per format, best format first. */
export function sourceViews(photo: PhotoRecord | null, ctx: ApiContext): ImageSourceView[] {
  const variants = photo?.variants ?? [];
  return PHOTO_FORMATS.flatMap((format) => {
    const sizes = variants.filter((variant) => variant.format === format);
    if (sizes.length === 0) return [];
    const srcset = sizes
      .map((variant) => `${ctx.photoUrl(variant.path, variant.inBucket)} ${variant.width}w`)
      .join(', ');
    return [{ type: PHOTO_CONTENT_TYPES[format], srcset }];
  });
}
