/**
 * The upload plan of a deploy to object storage behind a CDN: from the manifest of what the
 * bucket holds (each key with the digest of its bytes, as the last deploy left it) and the site
 * folder's files now, which objects to put (with their Content-Type and Cache-Control, the
 * hosting rules of config/hosting.ts carried as object metadata) and which to delete. Only
 * what changed is sent.
 *
 * The order keeps every page whole while the deploy runs: assets first (a page never
 * references a file not yet uploaded), then the older builds' manifests, the pages' data, the
 * pages, the sitemaps, and `builds/latest.json` (which tells open tabs about the new build)
 * last; deletes only after every put, pages before the assets they referenced.
 */
import { cacheControlFor, compressibleType } from '../../config/hosting.ts';
import { PAYLOAD_FILE } from '../../src/features/catalogue/payload.ts';

/** Object key → digest of its bytes. */
export type DeployManifest = Readonly<Record<string, string>>;

export interface SiteFile {
  /** The path in the site folder, which is the object's key (`produtos/5/index.html`). */
  readonly key: string;
  readonly digest: string;
}

export interface ObjectPut {
  readonly key: string;
  /** Puts of a later stage start once those of the earlier ones are done. */
  readonly stage: number;
  readonly contentType: string;
  readonly cacheControl: string;
}

export interface UploadPlan {
  readonly puts: readonly ObjectPut[];
  readonly deletes: readonly string[];
  /** What the bucket holds once the plan has run: the next deploy's `previous`. */
  readonly manifest: DeployManifest;
}

/** Files a static host reads as its rules; on object storage the rules are metadata and edge rules. */
const HOST_RULE_FILES = new Set(['_headers', '_redirects']);
const LATEST_BUILD = 'builds/latest.json';

/** The stage of a key's put: lower goes first. */
function stageOf(key: string): number {
  if (key === LATEST_BUILD) return 5;
  if (/^sitemap-[^/]*\.xml$/.test(key)) return 4;
  if (key.endsWith('.html')) return 3;
  if (key.endsWith(`/${PAYLOAD_FILE}`) || key === PAYLOAD_FILE) return 2;
  if (key.startsWith('builds/')) return 1;
  return 0;
}

const byStageThenKey = (a: string, b: string) =>
  stageOf(a) - stageOf(b) || (a < b ? -1 : a > b ? 1 : 0);

export function objectPut(key: string): ObjectPut {
  return {
    key,
    stage: stageOf(key),
    contentType: compressibleType(key) ?? 'application/octet-stream',
    cacheControl: cacheControlFor(`/${key}`),
  };
}

export function uploadPlan(previous: DeployManifest, site: readonly SiteFile[]): UploadPlan {
  const files = site.filter((file) => !HOST_RULE_FILES.has(file.key));
  const manifest: Record<string, string> = {};
  for (const file of files) manifest[file.key] = file.digest;
  const puts = files
    .filter((file) => previous[file.key] !== file.digest)
    .map((file) => file.key)
    .sort(byStageThenKey)
    .map(objectPut);
  const deletes = Object.keys(previous)
    .filter((key) => !(key in manifest))
    .sort((a, b) => byStageThenKey(b, a));
  return { puts, deletes, manifest };
}
