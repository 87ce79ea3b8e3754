/**
 * Deploys a site folder to an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) through
 * the AWS SDK's S3 client: reads the manifest the last deploy left in the bucket, sends what
 * the upload plan says (publisher/cdn/upload-plan.ts), in its order, and writes the new
 * manifest last, so a deploy that fails halfway is completed by the next one.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { uploadPlan } from './upload-plan.ts';
import type { DeployManifest, ObjectPut, SiteFile, UploadPlan } from './upload-plan.ts';

/** Where the bucket keeps what it holds; not a file of the site. */
export const MANIFEST_KEY = '.deploy/manifest.json';
/** Objects sent at once. */
const CONCURRENCY = 16;
/** The most keys one DeleteObjects request takes. */
const DELETE_BATCH = 1_000;

export interface BucketTarget {
  readonly client: S3Client;
  readonly bucket: string;
}

export interface DeployOutcome {
  readonly put: number;
  readonly deleted: number;
}

async function siteFiles(siteDir: string): Promise<SiteFile[]> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const digest = createHash('sha256')
          .update(await readFile(path))
          .digest('base64url');
        return { key: relative(siteDir, path).split(sep).join('/'), digest };
      }),
  );
}

async function readManifest({ client, bucket }: BucketTarget): Promise<DeployManifest> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: MANIFEST_KEY }));
    return JSON.parse((await object.Body?.transformToString('utf8')) ?? '{}') as DeployManifest;
  } catch (error) {
    if (error instanceof NoSuchKey) return {};
    throw error;
  }
}

/** Runs `work` over `items`, at most CONCURRENCY at a time. */
async function eachAtOnce<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

/** Puts grouped by stage, in order. */
function stages(puts: readonly ObjectPut[]): ObjectPut[][] {
  const result: ObjectPut[][] = [];
  for (const put of puts) {
    const last = result.at(-1);
    if (last?.[0]?.stage === put.stage) last.push(put);
    else result.push([put]);
  }
  return result;
}

/** What deploying `siteDir` would send and delete, against what the bucket holds now. */
export async function planBucketDeploy(target: BucketTarget, siteDir: string): Promise<UploadPlan> {
  return uploadPlan(await readManifest(target), await siteFiles(siteDir));
}

/** Runs `plan` (from `planBucketDeploy` of the same folder): puts, deletes, then the manifest. */
export async function applyBucketDeploy(
  target: BucketTarget,
  siteDir: string,
  plan: UploadPlan,
): Promise<DeployOutcome> {
  const { client, bucket } = target;
  for (const group of stages(plan.puts)) {
    await eachAtOnce(group, async (put) => {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: put.key,
          Body: await readFile(join(siteDir, put.key)),
          ContentType: put.contentType,
          CacheControl: put.cacheControl,
        }),
      );
    });
  }
  for (let i = 0; i < plan.deletes.length; i += DELETE_BATCH) {
    const keys = plan.deletes.slice(i, i + DELETE_BATCH);
    const answer = await client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    if (answer.Errors?.length) {
      const failed = answer.Errors.map((error) => `${error.Key ?? '?'}: ${error.Message ?? ''}`);
      throw new Error(`The bucket refused to delete ${failed.join('; ')}.`);
    }
  }
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: MANIFEST_KEY,
      Body: JSON.stringify(plan.manifest),
      ContentType: 'application/json',
      CacheControl: 'no-store',
    }),
  );
  return { put: plan.puts.length, deleted: plan.deletes.length };
}

/** Deploys `siteDir`: plans, then applies the plan. */
export async function deployToBucket(
  target: BucketTarget,
  siteDir: string,
): Promise<DeployOutcome> {
  return applyBucketDeploy(target, siteDir, await planBucketDeploy(target, siteDir));
}

export interface BucketClientOptions {
  /** An S3-compatible store's URL; AWS S3 itself when omitted. */
  readonly endpoint?: string | undefined;
  readonly region: string;
  /** By default the SDK's usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, …). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
}

/**
 * An S3 client for a bucket deploy: path-style addressing and checksums only where the API
 * requires them, which is what S3-compatible stores other than AWS accept.
 */
export function bucketClient(options: BucketClientOptions): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
