/**
 * The PublishRunner that builds here: checks that the named products are known (served now or
 * answered by the API), then runs `scripts/build.ts --incremental` as a child process, which
 * touches the served folder only once the build is complete. A batch naming only unknown ids
 * fails; one that also names known ids publishes those (another editor's change is not held
 * back by a mistaken id) and says which ids were left out. Any failure is an Error whose
 * message names the cause, and the served folder stays as it was.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildReport } from './build/incremental-state.ts';
import { projectRoot } from '../runtime/paths.ts';
import { createGraphQLClient } from '../src/lib/api/client.ts';
import type { GraphQLApiClient } from '../src/lib/api/client.ts';
import { ApiError } from '../src/lib/api/errors.ts';
import { PublisherProductCheckDocument } from './generated/graphql.ts';
import type { PublishRunner } from './publish-queue.ts';

/** How much of the build's output a failure keeps: the end, where the cause is printed. */
const OUTPUT_TAIL_CHARS = 4_000;

export interface SiteBuildOptions {
  /** The served folder (`dist/`). */
  readonly outDir: string;
  readonly graphqlUrl: string;
  /** Environment of the build (settings such as SITE_URL). */
  readonly env: NodeJS.ProcessEnv;
}

/** True when the API answers the product, false when it says NOT_FOUND; throws when it is down. */
async function apiKnowsProduct(
  api: GraphQLApiClient,
  graphqlUrl: string,
  id: string,
): Promise<boolean> {
  try {
    await api.request(PublisherProductCheckDocument, { id });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'graphql') {
      if (error.errors.some((entry) => entry.extensions?.['code'] === 'NOT_FOUND')) return false;
      throw new Error(`A API em ${graphqlUrl} respondeu com erro; nada foi publicado.`, {
        cause: error,
      });
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`A API em ${graphqlUrl} não respondeu (${reason}); nada foi publicado.`, {
      cause: error,
    });
  }
}

/** Ids neither served now nor known to the API: a publish for them can only be a mistake. */
async function unknownProducts(
  options: SiteBuildOptions,
  api: GraphQLApiClient,
  products: readonly string[],
): Promise<string[]> {
  const unknown: string[] = [];
  for (const id of products) {
    if (existsSync(join(options.outDir, 'produtos', id, 'index.html'))) continue;
    if (!(await apiKnowsProduct(api, options.graphqlUrl, id))) unknown.push(id);
  }
  return unknown;
}

function runBuild(
  options: SiteBuildOptions,
  reportFile: string,
): Promise<{ code: number; output: string }> {
  const child = spawn(
    process.execPath,
    ['scripts/build.ts', '--out-dir', options.outDir, '--incremental', '--report', reportFile],
    {
      cwd: projectRoot,
      env: { ...options.env, PUBLIC_GRAPHQL_URL: options.graphqlUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The lines of a failed build's output that say why (colour codes and progress lines left out). */
export function failureCause(output: string): string {
  // eslint-disable-next-line no-control-regex -- terminal colour codes are control characters
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) =>
    /^(Build not started|Build failed|The GraphQL API at)/.test(line.trim()),
  );
  const relevant = (start >= 0 ? lines.slice(start) : lines.slice(-12))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('npm warn'));
  return relevant.join(' ').slice(0, 1_500);
}

export function createSiteBuildRunner(options: SiteBuildOptions): PublishRunner {
  const api = createGraphQLClient({ endpoint: options.graphqlUrl });
  return async ({ products }) => {
    const unknown = await unknownProducts(options, api, products);
    const unknownText =
      `Produto(s) desconhecido(s): ${unknown.join(', ')}. Não estão no site publicado nem na ` +
      'API';
    if (unknown.length > 0 && unknown.length === products.length) {
      throw new Error(`${unknownText}; nada foi publicado.`);
    }
    const scratch = await mkdtemp(join(tmpdir(), 'publish-'));
    try {
      const reportFile = join(scratch, 'report.json');
      const { code, output } = await runBuild(options, reportFile);
      if (code !== 0) {
        throw new Error(
          `A geração do site falhou; o site publicado não mudou. ${failureCause(output)}`,
        );
      }
      const report = JSON.parse(await readFile(reportFile, 'utf8')) as BuildReport;
      return {
        rendered: report.rendered,
        reused: report.reused,
        servedAt: report.servedAt,
        ...(unknown.length > 0 ? { warning: `${unknownText}; ficaram de fora.` } : {}),
      };
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  };
}
