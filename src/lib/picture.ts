/**
 * A product photo as a page renders it in `<picture>`: its fallback URL and intrinsic size, and
 * a `srcset` per format (AVIF, WebP, then the JPEG the `<img>` itself carries), all resolved
 * (`fileUrl`). Built once from the API's `ProductImage` into the page models, so the prerendered
 * HTML and its `_payload.json` hold the same. A drawing (the demo's SVGs) has no variants: it
 * scales, and is shown at the drawings' 800 × 800.
 */
import { fileUrl } from './file-url.ts';

export interface PictureSource {
  /** `image/avif`, `image/webp` or `image/jpeg`. */
  readonly type: string;
  /** `url 320w, url 640w, …`, smallest first. */
  readonly srcset: string;
}

export interface Picture {
  /** The `<img>`'s own `src`: the largest JPEG, or the drawing. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** One per format, best first; empty for a drawing. */
  readonly sources: readonly PictureSource[];
}

/** What the API gives of a photo (`ProductPictureFields`). */
export interface PictureImage {
  readonly url: string;
  readonly width?: number | null;
  readonly height?: number | null;
  readonly sources?: readonly PictureSource[];
}

/** The size the demo's drawings are drawn at (their viewBox). */
export const DRAWING_SIZE = 800;

/** A `srcset`'s candidates (`url 320w`), each URL resolved; none refused. */
function resolvedCandidates(srcset: string, resolve: (url: string) => string) {
  return srcset.split(', ').map((candidate) => {
    const [url = '', width = ''] = candidate.trim().split(/\s+/);
    return { url: resolve(url), width };
  });
}

/** The picture of `image`, or null when its URL cannot be shown (`fileUrl` refuses it). */
export function pictureOf(image: PictureImage, base?: string | null): Picture | null {
  const resolve = (url: string) => (base === undefined ? fileUrl(url) : fileUrl(url, base));
  let largestJpeg = '';
  const sources = (image.sources ?? []).flatMap((source) => {
    const candidates = resolvedCandidates(source.srcset, resolve);
    // A URL this page may not load takes its whole format out.
    if (candidates.some((candidate) => candidate.url === '' || !/^\d+w$/.test(candidate.width))) {
      return [];
    }
    if (source.type === 'image/jpeg') largestJpeg = candidates.at(-1)?.url ?? '';
    const srcset = candidates.map((candidate) => `${candidate.url} ${candidate.width}`).join(', ');
    return [{ type: source.type, srcset }];
  });
  const src = largestJpeg || resolve(image.url);
  if (src === '') return null;
  const sized = image.width != null && image.height != null && sources.length > 0;
  return {
    src,
    width: sized ? (image.width as number) : DRAWING_SIZE,
    height: sized ? (image.height as number) : DRAWING_SIZE,
    sources,
  };
}
