/**
 * Product photos as the web gets them: each photo an editor uploaded, named by its largest JPEG
 * (`photos/{hash}.jpg`, what products keep as `/files/photos/{hash}.jpg`), and its variants,
 * each named by the hash of its own bytes, so a variant's path never changes content. A
 * variant's bytes are in its row, or in the photo bucket when `inBucket`.
 */
import type { Db } from '../../db/database.ts';
import { toDate } from '../../db/codecs.ts';
import type { PhotoFormat } from '../../providers/photos/processor.ts';

export interface PhotoVariantRecord {
  readonly path: string;
  readonly format: PhotoFormat;
  readonly width: number;
  readonly height: number;
  readonly inBucket: boolean;
}

export interface PhotoRecord {
  readonly path: string;
  readonly width: number;
  readonly height: number;
  /** By format (avif, webp, jpeg), then by width, smallest first. */
  readonly variants: readonly PhotoVariantRecord[];
}

export interface NewPhoto {
  readonly path: string;
  readonly sourceSha256: string;
  readonly width: number;
  readonly height: number;
  readonly staffId: string | null;
  readonly variants: readonly (PhotoVariantRecord & {
    readonly size: number;
    /** Null when the bytes went to the bucket. */
    readonly bytes: Uint8Array<ArrayBuffer> | null;
  })[];
}

export interface StoredVariant {
  readonly format: PhotoFormat;
  readonly inBucket: boolean;
  readonly bytes: Uint8Array<ArrayBuffer> | null;
}

const FORMAT_ORDER: Readonly<Record<PhotoFormat, number>> = { avif: 0, webp: 1, jpeg: 2 };

export function productPhotoStore(db: Db) {
  return {
    /** The path of the photo made from the upload whose SHA-256 is `sha256`, if any. */
    async pathOfSource(sha256: string): Promise<string | null> {
      const row = await db
        .selectFrom('product_photos')
        .select('path')
        .where('source_sha256', '=', sha256)
        .executeTakeFirst();
      return row?.path ?? null;
    },

    /** Keeps a photo and its variants; a photo already kept (same source) is left as it is. */
    async save(photo: NewPhoto, now: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('product_photos')
          .values({
            path: photo.path,
            source_sha256: photo.sourceSha256,
            width: photo.width,
            height: photo.height,
            staff_id: photo.staffId === null ? null : Number(photo.staffId),
            created_at: toDate(now),
          })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        if (inserted.numInsertedOrUpdatedRows === 0n) return;
        await trx
          .insertInto('photo_variants')
          .values(
            photo.variants.map((variant) => ({
              path: variant.path,
              photo_path: photo.path,
              format: variant.format,
              width: variant.width,
              height: variant.height,
              size: variant.size,
              in_bucket: variant.inBucket,
              bytes: variant.bytes,
            })),
          )
          .onConflict((conflict) => conflict.column('path').doNothing())
          .execute();
      });
    },

    /** The photos of `paths` (`photos/…jpg`) that exist, by path. */
    async byPaths(paths: readonly string[]): Promise<Map<string, PhotoRecord>> {
      const found = new Map<string, PhotoRecord>();
      if (paths.length === 0) return found;
      const photos = await db
        .selectFrom('product_photos')
        .select(['path', 'width', 'height'])
        .where('path', 'in', paths)
        .execute();
      if (photos.length === 0) return found;
      const variants = await db
        .selectFrom('photo_variants')
        .select(['path', 'photo_path', 'format', 'width', 'height', 'in_bucket'])
        .where(
          'photo_path',
          'in',
          photos.map((photo) => photo.path),
        )
        .execute();
      variants.sort((a, b) => FORMAT_ORDER[a.format] - FORMAT_ORDER[b.format] || a.width - b.width);
      for (const photo of photos) {
        found.set(photo.path, {
          path: photo.path,
          width: photo.width,
          height: photo.height,
          variants: variants
            .filter((variant) => variant.photo_path === photo.path)
            .map((variant) => ({
              path: variant.path,
              format: variant.format,
              width: variant.width,
              height: variant.height,
              inBucket: variant.in_bucket,
            })),
        });
      }
      return found;
    },

    /** One variant to serve, by its path (`photos/…`). */
    async variant(path: string): Promise<StoredVariant | null> {
      const row = await db
        .selectFrom('photo_variants')
        .select(['format', 'in_bucket', 'bytes'])
        .where('path', '=', path)
        .executeTakeFirst();
      if (!row) return null;
      return {
        format: row.format,
        inBucket: row.in_bucket,
        bytes: row.bytes === null ? null : new Uint8Array(row.bytes),
      };
    },
  };
}

export type ProductPhotoStore = ReturnType<typeof productPhotoStore>;
