/**
 * Part 10: a real camera photo on a product page. A 3000 × 2000 photo-like JPEG (a few MB, a
 * camera's EXIF and GPS) is uploaded as an editor through the API's upload (as the back office's
 * server sends it), made product 1's only photo and published; the 50-product site is built
 * with it and Lighthouse (mobile, its defaults) audits `/produtos/1`, whose largest paint that
 * photo is. Medians of 3 runs, beside the machine's load average.
 */
import { loadavg } from 'node:os';
import { GATEWAY_KEY_HEADER } from '../../contract/http-headers.ts';
import { cameraJpeg } from '../support/camera-photo.ts';
import { gql } from '../support/api/graphql-call.ts';
import { staffToken } from '../support/api/staff.ts';
import { buildShop } from './builds.ts';
import { SITE_PRODUCTS } from './session.ts';
import type { BenchSession } from './session.ts';
import { auditPages } from './lighthouse.ts';
import { median } from './stats.ts';
import { formatTable } from './table.ts';
import type { LighthouseRow } from './types.ts';

export const PHOTO_PAGE = '/produtos/1';
const PHOTO_ALT = 'Notebook fotografado de frente, sobre a mesa';

export interface PhotoFigures {
  readonly sourceBytes: number;
  readonly uploadMs: number;
  readonly photoUrl: string;
  /** Bytes of each variant the API made, by `type width`. */
  readonly variants: readonly { type: string; width: number; bytes: number }[];
  readonly lighthouse: LighthouseRow | null;
  /** 1-minute load average before and after the audits. */
  readonly loadAverage: readonly [number, number];
}

const PRODUCT = `query P($id: ID!) {
  backofficeProduct(id: $id) {
    revision
    live { name price quantity categoryId description published }
  }
}`;
const SAVE = `mutation S($id: ID, $revision: Int, $input: ProductContentInput!) {
  saveProductDraft(id: $id, revision: $revision, input: $input) { revision }
}`;
const PUBLISH = `mutation P($id: ID!, $revision: Int!) {
  publishProductDraft(id: $id, revision: $revision) { revision }
}`;
const VARIANTS = `query V($id: ID!) {
  getProduct(id: $id) { cover { url sources { type srcset } } }
}`;

function must<T>(result: { data?: T | null; errors?: unknown }): T {
  if (!result.data) throw new Error(`The API refused: ${JSON.stringify(result.errors)}`);
  return result.data;
}

export async function runPhoto(
  session: BenchSession,
  log: (line: string) => void,
): Promise<PhotoFigures> {
  const mock = await session.useCatalogue(SITE_PRODUCTS);
  // The API as `gql` takes it: its base URL (the proxy's), where `/graphql` is.
  const target = session.proxy.url;
  const token = await staffToken(target);
  const photo = await cameraJpeg({ width: 3000, height: 2000 });
  log(`› uploading a 3000 × 2000 camera JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB)…`);
  const started = performance.now();
  const uploaded = await fetch(`${session.proxy.url}/files/uploads`, {
    method: 'POST',
    headers: {
      'Content-Type': 'image/jpeg',
      Authorization: `Bearer ${token}`,
      [GATEWAY_KEY_HEADER]: mock.backofficeGatewaySecret,
    },
    body: new Uint8Array(photo),
  });
  const uploadMs = performance.now() - started;
  const answer = (await uploaded.json()) as { url?: string; error?: string };
  if (!uploaded.ok || !answer.url) throw new Error(`The upload failed: ${JSON.stringify(answer)}`);
  const { backofficeProduct } = must(
    await gql<{
      backofficeProduct: {
        revision: number;
        live: Record<string, unknown>;
      };
    }>(target, PRODUCT, { token, variables: { id: '1' } }),
  );
  const saved = must(
    await gql<{ saveProductDraft: { revision: number } }>(target, SAVE, {
      token,
      variables: {
        id: '1',
        revision: backofficeProduct.revision,
        input: { ...backofficeProduct.live, photos: [{ url: answer.url, alt: PHOTO_ALT }] },
      },
    }),
  );
  must(
    await gql(target, PUBLISH, {
      token,
      variables: { id: '1', revision: saved.saveProductDraft.revision },
    }),
  );
  const { getProduct } = must(
    await gql<{ getProduct: { cover: { sources: { type: string; srcset: string }[] } } }>(
      target,
      VARIANTS,
      { variables: { id: '1' } },
    ),
  );
  const candidates = getProduct.cover.sources.flatMap((source) =>
    source.srcset.split(', ').map((candidate) => {
      const [url = '', width = ''] = candidate.split(' ');
      return { type: source.type, url, width: Number.parseInt(width, 10) };
    }),
  );
  const variants = await Promise.all(
    candidates.map(async (variant) => {
      const served = await fetch(new URL(variant.url, session.proxy.url));
      const bytes = (await served.arrayBuffer()).byteLength;
      return { type: variant.type, width: variant.width, bytes };
    }),
  );
  log(`› building the ${SITE_PRODUCTS}-product site with the photo…`);
  const build = await buildShop(session, SITE_PRODUCTS, session.siteDir);
  // The served site is no longer the seed's: a later browser part builds it again.
  session.siteBuilt = false;
  if (!build.ok) throw new Error(`The build failed (log: ${build.logFile}):\n${build.error ?? ''}`);
  const before = loadavg()[0] ?? 0;
  const [row] = await auditPages(session, [PHOTO_PAGE], log);
  const after = loadavg()[0] ?? 0;
  return {
    sourceBytes: photo.length,
    uploadMs,
    photoUrl: answer.url,
    variants,
    lighthouse: row ?? null,
    loadAverage: [before, after],
  };
}

export function photoTables(figures: PhotoFigures): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const row = figures.lighthouse;
  const ms = (value: number | null | undefined) => (value == null ? null : Math.round(value));
  const variants = formatTable(
    ['variant', 'KB'],
    figures.variants.map((variant) => [`${variant.type} ${variant.width}w`, kb(variant.bytes)]),
  );
  const lcpRuns = row?.lcpRunsMs ?? [];
  const audit = formatTable(
    [
      'page',
      'perf',
      'perf runs',
      'LCP median ms',
      'LCP runs ms',
      'FCP ms',
      'CLS',
      'TBT ms',
      'load avg before/after',
    ],
    [
      [
        row?.ok ? PHOTO_PAGE : `${PHOTO_PAGE} (failed: ${row?.error ?? 'no run'})`,
        row?.performance ?? null,
        row?.performanceRuns.join(' ') ?? '',
        ms(median(lcpRuns)),
        lcpRuns.map((lcp) => Math.round(lcp)).join(' '),
        ms(row?.fcpMs),
        row?.cls == null ? null : row.cls.toFixed(3),
        ms(row?.tbtMs),
        figures.loadAverage.map((load) => load.toFixed(2)).join(' / '),
      ],
    ],
  );
  return `Upload of a ${kb(figures.sourceBytes)} KB 3000 × 2000 camera JPEG: answered in ${Math.round(figures.uploadMs)} ms (${figures.photoUrl}).\n${variants}\n\n${audit}\nLCP element: ${row?.lcpElement ?? '?'}. Mobile emulation, simulated throttling; perf, FCP, CLS and TBT of the median run by performance score, LCP's median over the 3 runs.`;
}
