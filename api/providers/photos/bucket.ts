/**
 * Where photo variants go when the shop keeps them in an S3-compatible bucket behind its CDN
 * (PHOTO_BUCKET): each is put once under its content-hashed key and served by the CDN from
 * PHOTO_PUBLIC_URL. Without a bucket the variants are kept in the database and served by the
 * API under `/files/`.
 */
export interface PhotoBucket {
  /** Puts one object, with the long, immutable cache its content-hashed key allows. */
  put(key: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<void>;
  /** The public URL of `key`: PHOTO_PUBLIC_URL and the key. */
  publicUrl(key: string): string;
}

/** The public URL of `key` under `base` (PHOTO_PUBLIC_URL, with or without its last slash). */
export function publicUrlOf(base: string, key: string): string {
  return `${base.replace(/\/+$/, '')}/${key}`;
}
