/**
 * Part 3: what a first-time visitor's browser downloads for each page until the page is idle,
 * as the browser loads it: the HTML, every stylesheet, and every script and chunk (islands'
 * code and dynamic imports included, not only what the HTML names). Bytes are the response
 * bodies, gzipped here at level 9 because the static server sends them uncompressed. The
 * checkout is weighed twice: as it loads, and with `Cartão de crédito` chosen (the card form
 * loads its own code then), counting everything the page loaded in all.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { productOf } from '../../mocks/seed/catalogue.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../mocks/seed/customers.ts';
import { CART_PAGES, CHECKOUT_WITH_CARD } from './budgets.ts';
import { CHROMIUM_FLAGS, requireChromium } from './browser.ts';
import { analyseHead, findIslands, moduleScripts } from './html-analysis.ts';
import { exclusiveShares } from './module-graph.ts';
import type { BenchSession } from './session.ts';
import { formatTable, kilobytes } from './table.ts';
import type { Bytes, IslandUse, LoadedResource, PageWeight, ResourceKind } from './types.ts';

const CART_PATHS = CART_PAGES.map((page) => page.path);
export const WEIGHT_PAGES = ['/', '/produtos', '/produtos/1', '/login', '/painel', ...CART_PATHS];
/** Each page as it loads, then the checkout with the card chosen. */
const VISITS: readonly { readonly path: string; readonly choice: string | null }[] = [
  ...WEIGHT_PAGES.map((path) => ({ path, choice: null })),
  { path: CHECKOUT_WITH_CARD.path, choice: CHECKOUT_WITH_CARD.choice },
];
/** Pages that need the demo customer's session (else the route guard sends them to /login). */
const LOGGED_IN_PAGES = new Set(['/painel', '/finalizar']);
/** Pages weighed with a product in the cart: an empty cart leaves the order forms unshown. */
const FILLED_CART_PAGES = new Set<string>(CART_PATHS);
/** The cart's browser storage (src/features/cart/store.ts): one unit of product 1. */
const CART_STORAGE_KEY = 'carrinho';
const CART_WITH_ONE_PRODUCT = JSON.stringify([
  {
    productId: '1',
    optionIds: productOf(1).attributes.map((attribute) => attribute.values[0]?.id ?? ''),
    quantity: 1,
  },
]);
const VIEWPORT = { width: 1280, height: 720 };
const SETTLE_ROUNDS = 8;
/** Like Playwright's `networkidle`: no request for 500 ms. */
const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 15_000;
/** Quill's document model (parchment) prints this in its errors: present only in Quill's code. */
const QUILL_JS_MARKER = '[Parchment]';
/** Quill's themes style its toolbar; the site's own rich-text display styles never do. */
const QUILL_CSS_MARKER = '.ql-toolbar';
export const NOTICE_ISLAND = 'MaintenanceNotice';
const PAGE_SCRIPTS = '(page scripts)';

interface Captured extends LoadedResource {
  /** Kept for HTML, CSS and scripts, which are analysed further. */
  readonly text: string | null;
}

const KINDS: Record<string, ResourceKind> = {
  document: 'html',
  stylesheet: 'css',
  script: 'js',
  fetch: 'data',
  xhr: 'data',
  image: 'image',
  font: 'font',
};

async function capture(response: Response): Promise<Captured | null> {
  const status = response.status();
  if (status >= 300 && status < 400) return null;
  const body = await response.body().catch(() => null);
  if (body === null) return null;
  const kind = KINDS[response.request().resourceType()] ?? 'other';
  return {
    url: response.url(),
    kind,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    text: kind === 'html' || kind === 'js' || kind === 'css' ? body.toString('utf8') : null,
  };
}

/** Counts the page's requests in flight and when the last one started or ended. */
function trackNetwork(page: Page) {
  const state = { inFlight: 0, lastChange: performance.now() };
  const change = (delta: number) => {
    state.inFlight += delta;
    state.lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return state;
}

/** Resolves once no request has been in flight for QUIET_MS (or after QUIET_TIMEOUT_MS). */
async function networkQuiet(network: { inFlight: number; lastChange: number }): Promise<void> {
  const deadline = performance.now() + QUIET_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (network.inFlight <= 0 && performance.now() - network.lastChange >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the page is idle and stays so: network quiet, then an idle callback (islands
 * with `client:idle` start loading in theirs), repeated until a round loads nothing new.
 */
async function settle(
  page: Page,
  network: { inFlight: number; lastChange: number },
  loadedCount: () => number,
): Promise<void> {
  for (let round = 0; round < SETTLE_ROUNDS; round += 1) {
    const before = loadedCount();
    await networkQuiet(network);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestIdleCallback(() => resolve(), { timeout: 5_000 });
        }),
    );
    await networkQuiet(network);
    if (loadedCount() === before) return;
  }
}

async function demoToken(graphqlUrl: string): Promise<string> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query:
        'query BenchLogin($email: String!, $password: String!) { loginCustomer(email: $email, password: $password) { token } }',
      variables: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    }),
  });
  const result = (await response.json()) as { data?: { loginCustomer?: { token?: string } } };
  const token = result.data?.loginCustomer?.token;
  if (!token) throw new Error(`The demo login failed: ${JSON.stringify(result)}`);
  return token;
}

function totals(resources: readonly LoadedResource[]): Record<ResourceKind, Bytes> {
  const kinds: ResourceKind[] = ['html', 'css', 'js', 'data', 'image', 'font', 'other'];
  return Object.fromEntries(
    kinds.map((kind) => {
      const ofKind = resources.filter((resource) => resource.kind === kind);
      return [
        kind,
        {
          raw: ofKind.reduce((sum, resource) => sum + resource.raw, 0),
          gzip: ofKind.reduce((sum, resource) => sum + resource.gzip, 0),
          files: ofKind.length,
        },
      ];
    }),
  ) as Record<ResourceKind, Bytes>;
}

/** Which island brings in which scripts: each island's own share, from the import graph. */
function islandUses(html: string, pageUrl: string, scripts: readonly Captured[]): IslandUse[] {
  const islands = findIslands(html);
  const absolute = (url: string) => new URL(url, pageUrl).href;
  const entries = new Map<string, string[]>();
  for (const island of islands) {
    const urls = [island.componentUrl, island.rendererUrl, island.beforeHydrationUrl];
    const known = entries.get(island.name) ?? [];
    for (const url of urls) if (url) known.push(absolute(url));
    entries.set(island.name, known);
  }
  const pageScripts = moduleScripts(html).map(absolute);
  if (pageScripts.length > 0) entries.set(PAGE_SCRIPTS, pageScripts);
  const shares = exclusiveShares(
    scripts.map((script) => ({ url: script.url, text: script.text ?? '', gzipBytes: script.gzip })),
    entries,
  );
  const byEntry = new Map(shares.map((share) => [share.entry, share]));
  const uses = new Map<string, IslandUse>();
  for (const island of islands) {
    const key = `${island.name} ${island.client}`;
    const previous = uses.get(key);
    uses.set(key, {
      name: island.name,
      client: island.client,
      count: (previous?.count ?? 0) + 1,
      ownGzipBytes: byEntry.get(island.name)?.ownGzipBytes ?? 0,
      reachGzipBytes: byEntry.get(island.name)?.reachGzipBytes ?? 0,
    });
  }
  if (pageScripts.length > 0) {
    uses.set(PAGE_SCRIPTS, {
      name: PAGE_SCRIPTS,
      client: 'module',
      count: pageScripts.length,
      ownGzipBytes: byEntry.get(PAGE_SCRIPTS)?.ownGzipBytes ?? 0,
      reachGzipBytes: byEntry.get(PAGE_SCRIPTS)?.reachGzipBytes ?? 0,
    });
  }
  return [...uses.values()];
}

async function weighPage(
  page: Page,
  origin: string,
  { path, choice }: { readonly path: string; readonly choice: string | null },
  loggedIn: boolean,
) {
  const pending: Promise<Captured | null>[] = [];
  page.on('response', (response) => pending.push(capture(response)));
  const network = trackNetwork(page);
  await page.goto(new URL(path, origin).href, { waitUntil: 'load' });
  await settle(page, network, () => pending.length);
  if (choice !== null) {
    // A first visit opens the maintenance notice over the page: the visitor closes it first.
    const notice = page.getByRole('dialog', { name: 'Atenção' });
    if (await notice.isVisible()) {
      await notice.getByRole('button', { name: 'Continuar para o site' }).click();
    }
    await page
      .getByRole('group', { name: 'Forma de pagamento' })
      .getByRole('radio', { name: choice })
      .check({ timeout: QUIET_TIMEOUT_MS });
    await settle(page, network, () => pending.length);
  }
  const captured = (await Promise.all(pending)).filter((item) => item !== null);
  const documentResource = captured.find((item) => item.kind === 'html');
  const html = documentResource?.text ?? '';
  const scripts = captured.filter((item) => item.kind === 'js');
  const islands = islandUses(html, documentResource?.url ?? origin, scripts);
  const byKind = totals(captured);
  const ownTotal = islands.reduce((sum, island) => sum + island.ownGzipBytes, 0);
  const weight: PageWeight = {
    path,
    choice,
    finalPath: new URL(page.url()).pathname,
    loggedIn,
    byKind,
    resources: captured.map(({ url, kind, raw, gzip }) => ({
      url: url.startsWith(origin) ? url.slice(origin.length - 1) : url,
      kind,
      raw,
      gzip,
    })),
    head: analyseHead(html),
    islands,
    sharedJsGzipBytes: Math.max(0, byKind.js.gzip - ownTotal),
    quillFiles: captured
      .filter(
        ({ kind, text }) =>
          (kind === 'js' && (text ?? '').includes(QUILL_JS_MARKER)) ||
          (kind === 'css' && (text ?? '').includes(QUILL_CSS_MARKER)),
      )
      .map(({ url }) => url.split('/').pop() ?? url),
  };
  return weight;
}

export async function measureWeight(
  session: BenchSession,
  log: (line: string) => void,
): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const token = await demoToken(session.proxy.graphqlUrl);
    const pages: PageWeight[] = [];
    for (const visit of VISITS) {
      const { path } = visit;
      log(`› weighing ${pageLabel(visit)}…`);
      // A new context per page: a first-time visitor, empty cache and storage.
      const context = await browser.newContext({ viewport: VIEWPORT, locale: 'pt-BR' });
      const loggedIn = LOGGED_IN_PAGES.has(path);
      if (loggedIn) {
        await context.addCookies([
          { name: 'token', value: token, url: session.server.url, sameSite: 'Lax' },
        ]);
      }
      if (FILLED_CART_PAGES.has(path)) {
        await context.addInitScript(
          ([key, lines]) => {
            if (localStorage.getItem(key) === null) localStorage.setItem(key, lines);
          },
          [CART_STORAGE_KEY, CART_WITH_ONE_PRODUCT] as const,
        );
      }
      try {
        pages.push(await weighPage(await context.newPage(), session.server.url, visit, loggedIn));
      } finally {
        await context.close();
      }
    }
    return pages;
  } finally {
    await browser.close();
  }
}

/** A weighed page as the tables name it: its path, and what was chosen on it. */
function pageLabel({ path, choice }: { readonly path: string; readonly choice: string | null }) {
  return choice === null ? path : `${path} (${choice})`;
}

export function weightTables(pages: readonly PageWeight[]): string {
  const summary = formatTable(
    [
      'page',
      'HTML gz',
      'CSS gz',
      'CSS files',
      'JS gz',
      'JS raw',
      'JS files',
      'notice JS gz',
      'blocking',
      'Quill',
      'ended on',
    ],
    pages.map((page) => [
      pageLabel(page),
      kilobytes(page.byKind.html.gzip),
      kilobytes(page.byKind.css.gzip),
      page.byKind.css.files,
      kilobytes(page.byKind.js.gzip),
      kilobytes(page.byKind.js.raw),
      page.byKind.js.files,
      kilobytes(page.islands.find((i) => i.name === NOTICE_ISLAND)?.ownGzipBytes ?? 0),
      page.head.blockingScripts.length ? page.head.blockingScripts.join(' ') : 'none',
      page.quillFiles.length ? page.quillFiles.join(' ') : 'no',
      page.finalPath,
    ]),
  );
  const islands = formatTable(
    ['page', 'island', 'client:', 'uses', 'own JS gz', 'needs JS gz'],
    pages.flatMap((page) => [
      ...page.islands.map((island) => [
        pageLabel(page),
        island.name,
        island.client,
        island.count,
        kilobytes(island.ownGzipBytes),
        kilobytes(island.reachGzipBytes),
      ]),
      [
        pageLabel(page),
        '(shared by several: React, renderer, common chunks)',
        '',
        null,
        kilobytes(page.sharedJsGzipBytes),
        null,
      ],
    ]),
  );
  const heaviest = pages.map((page) => {
    const top = page.resources
      .filter((resource) => resource.kind === 'js' || resource.kind === 'css')
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 4)
      .map((resource) => `${resource.url.split('/').pop()} ${kilobytes(resource.gzip)}`);
    return `  ${pageLabel(page)}: ${top.join(', ')}`;
  });
  return `${summary}\n\nKB = 1,000 bytes; gz = gzip -9 of the response body. Islands: own = only this island needs it (saved without it); needs = all it loads, shared included:\n${islands}\n\nHeaviest JS/CSS files (gzip KB):\n${heaviest.join('\n')}`;
}
