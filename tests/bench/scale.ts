/**
 * Part 1 and 2: the shop's full build at each catalogue size, then the floor at the same page
 * and JSON counts, in the same run, so their ratio compares on a machine whose absolute
 * speed changes with whatever else it is doing.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from '../../runtime/paths.ts';
import { buildFloor, buildShop } from './builds.ts';
import { SITE_PRODUCTS } from './session.ts';
import type { BenchSession } from './session.ts';
import { formatTable, megabytes, seconds } from './table.ts';
import type { BuildRun, ScaleRow } from './types.ts';

export async function runScale(
  session: BenchSession,
  sizes: readonly number[],
  log: (line: string) => void,
): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  for (const products of sizes) {
    // The site-sized build stays (the weight and Lighthouse parts measure it); others are big.
    const keep = products === SITE_PRODUCTS;
    const outDir = keep ? session.siteDir : join(cacheDir, `bench-dist-${products}`);
    log(`› ${products.toLocaleString('en')} products: the shop's build…`);
    await session.useCatalogue(products);
    const build = await buildShop(session, products, outDir);
    if (keep) session.siteBuilt = build.ok;
    else rmSync(outDir, { recursive: true, force: true });
    if (!build.ok) log(`  the build failed (log: ${build.logFile}):\n${build.error ?? ''}`);

    let floor = null;
    if (build.ok) {
      log(
        `  ${seconds(build.wallMs)} s; the floor at ${build.output.pages} pages + ${build.output.payloads} JSON…`,
      );
      floor = await buildFloor(build.output.pages, build.output.payloads, products);
      if (!floor.ok) log(`  the floor build failed (log: ${floor.logFile}):\n${floor.error ?? ''}`);
    }
    const ratio = build.ok && floor?.ok ? build.wallMs / floor.wallMs : null;
    const cpuRatio =
      build.ok && floor?.ok && build.cpuMs !== null && floor.cpuMs
        ? build.cpuMs / floor.cpuMs
        : null;
    rows.push({
      products,
      build,
      floor,
      ratio,
      cpuRatio,
      msPerProduct: build.ok ? build.wallMs / products : null,
    });
  }
  return rows;
}

export function scaleTables(rows: readonly ScaleRow[]): string {
  const main = formatTable(
    [
      'products',
      'build s',
      'floor s',
      'ratio',
      'CPU s',
      'floor CPU s',
      'CPU ratio',
      'peak MB',
      'floor peak MB',
      'API req',
      'pages',
      'payloads',
      'ms/product',
      'load avg',
    ],
    rows.map(({ products, build, floor, ratio, cpuRatio, msPerProduct }) => [
      products,
      build.ok ? seconds(build.wallMs) : 'FAILED',
      floor?.ok ? seconds(floor.wallMs) : null,
      ratio === null ? null : `${ratio.toFixed(2)}×`,
      seconds(build.cpuMs),
      floor ? seconds(floor.cpuMs) : null,
      cpuRatio === null ? null : `${cpuRatio.toFixed(2)}×`,
      megabytes(build.peakRssBytes),
      floor ? megabytes(floor.peakRssBytes) : null,
      build.api.total,
      build.output.pages,
      build.output.payloads,
      msPerProduct === null ? null : msPerProduct.toFixed(2),
      `${build.loadAverage[0].toFixed(1)}→${build.loadAverage[1].toFixed(1)}`,
    ]),
  );
  const runs = rows.flatMap(({ products, build, floor }) => [
    { products, label: 'shop', run: build as BuildRun },
    ...(floor ? [{ products, label: 'floor', run: floor }] : []),
  ]);
  const phases = formatTable(
    ['products', 'build', 'startup s', 'bundle s', 'render s', 'finish s'],
    runs.map(({ products, label, run }) => [
      products,
      label,
      seconds(run.phases.startupMs),
      seconds(run.phases.bundleMs),
      seconds(run.phases.renderMs),
      seconds(run.phases.finishMs),
    ]),
  );
  const largest = rows.findLast((row) => row.build.ok);
  const routes = largest
    ? `\nRender time by route shape (Astro's per-file times), ${largest.products.toLocaleString('en')} products:\n` +
      formatTable(
        ['route shape', 'files', 'render s', 'ms/file'],
        largest.build.routeGroups.map((group) => [
          group.shape,
          group.files,
          seconds(group.ms),
          (group.ms / group.files).toFixed(2),
        ]),
      )
    : '';
  const requests = rows
    .map(
      (row) =>
        `  ${row.products.toLocaleString('en')}: ${Object.entries(row.build.api.byOperation)
          .map(([name, count]) => `${name} ${count}`)
          .join(', ')}`,
    )
    .join('\n');
  const memory = rows
    .map(
      (row) =>
        `  ${row.products.toLocaleString('en')}: ${row.build.peakProcesses
          .map((process) => `${process.name} ${megabytes(process.rssBytes)}`)
          .join(', ')}`,
    )
    .join('\n');
  return `${main}\n\nThe build's largest processes at its memory peak (MB):\n${memory}\n\nPhases (wall time between Astro's milestones):\n${phases}${routes}\n\nAPI operations per build:\n${requests}`;
}
