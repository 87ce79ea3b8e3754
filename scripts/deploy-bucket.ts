/**
 * `node scripts/deploy-bucket.ts --bucket <name> [--endpoint <url>] [--region <region>]
 * [--site-dir <folder>] [--dry-run] [--yes] [--max-deletes <n>]`: deploys the built site (default
 * `dist/`) to an S3-compatible bucket served by a CDN, sending only the files that changed since
 * the last deploy and deleting the ones gone (publisher/cdn/). Credentials come from
 * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or the AWS SDK's other usual sources).
 *
 * Deleting is what a wrong `--site-dir` (or a half-built folder) makes dangerous, so:
 * `--dry-run` lists what would be put and deleted and changes nothing; a deploy that deletes
 * asks first at the terminal (`--yes` confirms in advance, for CI; with neither it is refused);
 * and one that would delete more than `--max-deletes` objects (default 100) is refused unless
 * the limit is raised. Exits 1 naming the failure; the bucket's manifest is written only after
 * every change, so the next deploy completes one that failed halfway.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  applyBucketDeploy,
  bucketClient,
  planBucketDeploy,
} from '../publisher/cdn/bucket-deploy.ts';
import type { BucketTarget } from '../publisher/cdn/bucket-deploy.ts';
import { defaultOutDir } from '../runtime/paths.ts';
import { NotConfirmedError, confirm, terminalAsk } from './lib/confirm.ts';
import type { Ask } from './lib/confirm.ts';

/** Objects a deploy may delete unless `--max-deletes` allows more. */
export const DEFAULT_MAX_DELETES = 100;

const USAGE =
  'Usage: node scripts/deploy-bucket.ts --bucket <name> [--endpoint <url>] [--region <region>] [--site-dir <folder>] [--dry-run] [--yes] [--max-deletes <n>]';

export interface DeployBucketIo {
  /** The bucket's client (its options from the command line). */
  readonly client: (options: {
    endpoint: string | undefined;
    region: string;
  }) => BucketTarget['client'];
  readonly ask: Ask | null;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

class UsageError extends Error {}

function options(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      bucket: { type: 'string' },
      endpoint: { type: 'string' },
      region: { type: 'string', default: 'auto' },
      'site-dir': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      yes: { type: 'boolean', default: false },
      'max-deletes': { type: 'string', default: String(DEFAULT_MAX_DELETES) },
    },
  });
  if (!values.bucket) throw new UsageError(USAGE);
  const raw = values['max-deletes'];
  if (!/^\d+$/.test(raw)) {
    throw new UsageError(`--max-deletes must be a whole number of objects, got "${raw}".`);
  }
  return {
    ...values,
    bucket: values.bucket,
    siteDir: values['site-dir'] ? resolve(values['site-dir']) : defaultOutDir,
    maxDeletes: Number(raw),
  };
}

/** Runs the command with `args`; answers its exit code. */
export async function deployBucket(args: string[], io: DeployBucketIo): Promise<number> {
  let bucket = '';
  try {
    const chosen = options(args);
    bucket = chosen.bucket;
    const target = {
      client: io.client({ endpoint: chosen.endpoint, region: chosen.region }),
      bucket,
    };
    const plan = await planBucketDeploy(target, chosen.siteDir);
    if (chosen['dry-run']) {
      io.out(
        `Dry run: deploying ${chosen.siteDir} to ${bucket} would put ${plan.puts.length} files and delete ${plan.deletes.length} objects. Nothing was changed.`,
      );
      for (const put of plan.puts) io.out(`  put     ${put.key}`);
      for (const key of plan.deletes) io.out(`  delete  ${key}`);
      return 0;
    }
    if (plan.deletes.length > chosen.maxDeletes) {
      io.err(
        `deploy-bucket: this deploy would delete ${plan.deletes.length} objects of ${bucket}, more than the limit of ${chosen.maxDeletes}. Nothing was changed. Check that ${chosen.siteDir} holds the whole site (--dry-run lists them), then pass --max-deletes ${plan.deletes.length} to allow it.`,
      );
      return 1;
    }
    if (plan.deletes.length > 0) {
      await confirm({
        command: 'deploy-bucket',
        yes: chosen.yes,
        ask: io.ask,
        question: `Deploying ${chosen.siteDir} deletes ${plan.deletes.length} objects of ${bucket} that it lacks (and puts ${plan.puts.length} files)?`,
      });
    }
    const { put, deleted } = await applyBucketDeploy(target, chosen.siteDir, plan);
    io.out(`Deployed ${chosen.siteDir} to ${bucket}: ${put} files put, ${deleted} deleted.`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.err(
      error instanceof UsageError || error instanceof NotConfirmedError || bucket === ''
        ? `deploy-bucket: ${message}`
        : `deploy-bucket: the deploy to ${bucket} failed: ${message}`,
    );
    return 1;
  }
}

if (import.meta.main) {
  process.exitCode = await deployBucket(process.argv.slice(2), {
    client: bucketClient,
    ask: terminalAsk(),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
