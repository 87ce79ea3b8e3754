/**
 * A product photo: `<picture>` with an AVIF and a WebP `<source>` and the JPEG `<img>` for the
 * browsers that take neither, each with its `srcset` and the layout's `sizes`, so the browser
 * loads the one size it needs; `width` and `height` are the photo's own, so its box is known
 * before it loads. A drawing (no variants) is a plain `<img>` in the same `<picture>`. Renders
 * the same prerendered (Astro) and in an island.
 */
import type { Picture } from '~/lib/picture';

interface Props {
  readonly picture: Picture;
  /** The layout's `sizes`: how wide the photo is shown at each breakpoint. */
  readonly sizes: string;
  readonly alt: string;
  /** `eager` for the page's largest paint (with `fetchPriority` high), `lazy` below the fold. */
  readonly loading: 'eager' | 'lazy';
  readonly fetchPriority?: 'high' | 'low' | 'auto';
  readonly className?: string;
}

export default function ProductPicture({
  picture,
  sizes,
  alt,
  loading,
  fetchPriority,
  className,
}: Props) {
  const jpeg = picture.sources.find((source) => source.type === 'image/jpeg');
  return (
    <picture className={className}>
      {picture.sources
        .filter((source) => source !== jpeg)
        .map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
        ))}
      <img
        src={picture.src}
        srcSet={jpeg?.srcset}
        sizes={jpeg ? sizes : undefined}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={loading === 'eager' ? undefined : 'async'}
      />
    </picture>
  );
}
