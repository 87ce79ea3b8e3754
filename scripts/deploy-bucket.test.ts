/**
 * `deploy-bucket` against an S3 stand-in: `--dry-run` lists and changes nothing; a deploy that
 * deletes asks first (refused without a terminal and without `--yes`); one deleting more than
 * `--max-deletes` objects is refused until the limit is raised.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bucketClient, MANIFEST_KEY } from '../publisher/cdn/bucket-deploy.ts';
import { startS3Recorder } from '../tests/support/s3-recorder.ts';
import type { S3Recorder } from '../tests/support/s3-recorder.ts';
import { deployBucket } from './deploy-bucket.ts';

const BUCKET = 'loja-site';

let bucket: S3Recorder;
let siteDir: string;

beforeEach(async () => {
  bucket = await startS3Recorder(BUCKET);
  siteDir = mkdtempSync(join(tmpdir(), 'deploy-bucket-'));
});

afterEach(async () => {
  await bucket.close();
  rmSync(siteDir, { recursive: true, force: true });
});

function writeSite(files: Record<string, string>): void {
  rmSync(siteDir, { recursive: true, force: true });
  for (const [key, body] of Object.entries(files)) {
    mkdirSync(dirname(join(siteDir, key)), { recursive: true });
    writeFileSync(join(siteDir, key), body);
  }
}

async function run(extra: string[], answer: string | null = null) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await deployBucket(['--bucket', BUCKET, '--site-dir', siteDir, ...extra], {
    client: () =>
      bucketClient({
        endpoint: bucket.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'teste', secretAccessKey: 'teste' },
      }),
    ask: answer === null ? null : async () => answer,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out, err };
}

/** The site's keys the bucket holds (its manifest aside). */
const held = () => [...bucket.objects.keys()].filter((key) => key !== MANIFEST_KEY).sort();

/** Deploys `files` with --yes, so the bucket holds them. */
async function deployed(files: Record<string, string>): Promise<void> {
  writeSite(files);
  expect((await run(['--yes'])).code).toBe(0);
}

const SITE = {
  'index.html': '<h1>Loja</h1>',
  'produtos/1/index.html': '<h1>Notebook</h1>',
  'produtos/2/index.html': '<h1>Monitor</h1>',
};

describe('deploy-bucket', () => {
  it('uploads a first deploy without asking: nothing is deleted', async () => {
    writeSite(SITE);
    const result = await run([]);
    expect(result.err).toEqual([]);
    expect(result.code).toBe(0);
    expect(held()).toEqual(Object.keys(SITE).sort());
  });

  it('with --dry-run, lists what would be put and deleted and changes nothing', async () => {
    await deployed(SITE);
    const writesBefore = bucket.requests.filter((request) => request.method !== 'GET').length;
    writeSite({ 'index.html': '<h1>Loja nova</h1>', 'produtos/1/index.html': '<h1>Notebook</h1>' });
    const result = await run(['--dry-run']);
    expect(result.code).toBe(0);
    expect(result.out).toEqual([
      `Dry run: deploying ${siteDir} to ${BUCKET} would put 1 files and delete 1 objects. Nothing was changed.`,
      '  put     index.html',
      '  delete  produtos/2/index.html',
    ]);
    expect(bucket.requests.filter((request) => request.method !== 'GET')).toHaveLength(
      writesBefore,
    );
    expect(held()).toEqual(Object.keys(SITE).sort());
  });

  it('refuses to delete without a terminal and without --yes, and deletes after a yes', async () => {
    await deployed(SITE);
    writeSite({ 'index.html': '<h1>Loja</h1>' });
    const refused = await run([]);
    expect(refused.code).toBe(1);
    expect(refused.err).toEqual([
      `deploy-bucket: Deploying ${siteDir} deletes 2 objects of ${BUCKET} that it lacks (and puts 0 files)? This cannot be undone, and there is no terminal to confirm it: run deploy-bucket in a terminal, or pass --yes to confirm in advance.`,
    ]);
    expect(held()).toEqual(Object.keys(SITE).sort());

    expect((await run([], 'n')).err).toEqual([
      'deploy-bucket: Nothing was changed (not confirmed).',
    ]);
    expect(held()).toEqual(Object.keys(SITE).sort());

    const agreed = await run([], 'y');
    expect(agreed.code).toBe(0);
    expect(agreed.out).toEqual([`Deployed ${siteDir} to ${BUCKET}: 0 files put, 2 deleted.`]);
    expect(held()).toEqual(['index.html']);
  });

  it('refuses to delete more than --max-deletes objects until the limit is raised', async () => {
    await deployed(SITE);
    writeSite({ 'index.html': '<h1>Loja</h1>' });
    const refused = await run(['--yes', '--max-deletes', '1']);
    expect(refused.code).toBe(1);
    expect(refused.err).toEqual([
      `deploy-bucket: this deploy would delete 2 objects of ${BUCKET}, more than the limit of 1. Nothing was changed. Check that ${siteDir} holds the whole site (--dry-run lists them), then pass --max-deletes 2 to allow it.`,
    ]);
    expect(held()).toEqual(Object.keys(SITE).sort());
    expect((await run(['--yes', '--max-deletes', '2'])).code).toBe(0);
    expect(held()).toEqual(['index.html']);
  });

  it('refuses a limit that is not a number, and a missing bucket, with the usage', async () => {
    writeSite(SITE);
    expect((await run(['--max-deletes', 'muitos'])).err).toEqual([
      'deploy-bucket: --max-deletes must be a whole number of objects, got "muitos".',
    ]);
    const noBucket = await deployBucket([], {
      client: () => {
        throw new Error('no client without a bucket');
      },
      ask: null,
      out: () => undefined,
      err: (line) =>
        expect(line).toMatch(
          /^deploy-bucket: Usage: node scripts\/deploy-bucket\.ts --bucket <name>/,
        ),
    });
    expect(noBucket).toBe(1);
  });
});
