/**
 * `node scripts/deploy-bucket.ts --bucket <name> [--endpoint <url>] [--region <region>]
 * [--site-dir <folder>]`: deploys the built site (default `dist/`) to an S3-compatible bucket
 * served by a CDN, sending only the files that changed since the last deploy and deleting the
 * ones gone (publisher/cdn/). Credentials come from AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY (or the AWS SDK's other usual sources). Exits 1 naming the failure; the
 * bucket's manifest is written only after every change, so the next deploy completes one that
 * failed halfway.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bucketClient, deployToBucket } from '../publisher/cdn/bucket-deploy.ts';
import { defaultOutDir } from '../runtime/paths.ts';

const { values } = parseArgs({
  options: {
    bucket: { type: 'string' },
    endpoint: { type: 'string' },
    region: { type: 'string', default: 'auto' },
    'site-dir': { type: 'string' },
  },
});

if (!values.bucket) {
  console.error('Usage: node scripts/deploy-bucket.ts --bucket <name> [--endpoint <url>] …');
  process.exit(1);
}
const siteDir = values['site-dir'] ? resolve(values['site-dir']) : defaultOutDir;
const client = bucketClient({ endpoint: values.endpoint, region: values.region });
try {
  const { put, deleted } = await deployToBucket({ client, bucket: values.bucket }, siteDir);
  console.log(`Deployed ${siteDir} to ${values.bucket}: ${put} files put, ${deleted} deleted.`);
} catch (error) {
  console.error(`The deploy to ${values.bucket} failed:`, error);
  process.exit(1);
}
