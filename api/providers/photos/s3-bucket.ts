/**
 * The photo bucket on an S3-compatible store (AWS S3, Cloudflare R2, MinIO, …), through the AWS
 * SDK the bucket deploy uses too. Credentials come from the SDK's usual sources
 * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role). Node only.
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Settings } from '../../../config/settings.ts';
import { SettingError } from '../../../config/settings.ts';
import { publicUrlOf } from './bucket.ts';
import type { PhotoBucket } from './bucket.ts';

/** A content-hashed key never changes content: a year, immutable. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface S3PhotoBucketOptions {
  readonly bucket: string;
  readonly publicUrl: string;
  /** An S3-compatible store's URL (path-style); AWS S3 itself when empty. */
  readonly endpoint?: string;
  readonly region: string;
  /** By default the SDK's usual sources. */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
}

export function s3PhotoBucket(options: S3PhotoBucketOptions): PhotoBucket {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: PHOTO_CACHE_CONTROL,
        }),
      );
    },
    publicUrl: (key) => publicUrlOf(options.publicUrl, key),
  };
}

/** The bucket the settings name, or null to keep photos in the database (PHOTO_BUCKET empty). */
export function photoBucketFrom(
  settings: Pick<
    Settings,
    'PHOTO_BUCKET' | 'PHOTO_PUBLIC_URL' | 'PHOTO_BUCKET_ENDPOINT' | 'PHOTO_BUCKET_REGION'
  >,
): PhotoBucket | null {
  if (settings.PHOTO_BUCKET === '') return null;
  if (!/^https?:\/\//.test(settings.PHOTO_PUBLIC_URL)) {
    throw new SettingError(
      'PHOTO_BUCKET needs PHOTO_PUBLIC_URL: the http(s) address the CDN serves the bucket at',
    );
  }
  return s3PhotoBucket({
    bucket: settings.PHOTO_BUCKET,
    publicUrl: settings.PHOTO_PUBLIC_URL,
    endpoint: settings.PHOTO_BUCKET_ENDPOINT,
    region: settings.PHOTO_BUCKET_REGION,
  });
}
