/**
 * Deploys while pages are open: a chunk of the page's build that is gone reloads the
 * page, guarded to once per path within 10 s; a newer build in `/builds/latest.json` makes the
 * next link click a document load of its target; broken build files change nothing.
 */
import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { allow } from '../support/time-allowance.ts';

// Independent tests: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

/**
 * The chunks that may hold the React renderer every island imports (when it is gone, no island
 * can hydrate): `react`, where the build puts React with Astro's renderer, and `client`, Astro's
 * renderer entry that re-exports it (the bundler may name other shared chunks so too).
 */
const CLIENT_CHUNKS = /\/_astro\/(?:client|react)\.[\w-]+\.js(\?.*)?$/;
/** The chunk the product list imports when filters are in the URL (a dynamic import). */
const LIST_API_CHUNK = /\/_astro\/list-api\.[\w-]+\.js(\?.*)?$/;
const LATEST_BUILD = /\/builds\/latest\.json\?t=\d+$/;
const BUILD_MANIFEST = /\/builds\/meta\/[^/]+\.json$/;

/** A filtered list: its pagination links are taken over by the island (history.pushState). */
const FILTERED_LIST = '/produtos?ordem=preco-desc';

const notFound = (route: Route) =>
  route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });

/** Answers 404 for the React renderer (told apart by its `hydrateRoot`), the real file otherwise. */
async function rendererGone(route: Route): Promise<void> {
  try {
    const response = await route.fetch();
    if ((await response.text()).includes('hydrateRoot')) return await notFound(route);
    return await route.fulfill({ response });
  } catch (error) {
    // The page reloaded while this chunk was on its way: its request is gone, nothing to answer.
    if (/disposed|closed/.test(String(error))) return;
    throw error;
  }
}

/** Paths (with query) of the documents the page requests, in order. */
function recordDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      const url = new URL(request.url());
      documents.push(url.pathname + url.search);
    }
  });
  return documents;
}

/**
 * How long a page and its reload may take to fail: each document waits for Astro's second try
 * of every island import, a second after the first, and a loaded machine doubles the rest.
 */
const BOTH_LOADS_FAILED = { timeout: allow(7_500) };

/** What each document of the tab keeps for `everyIslandFailed`. */
interface IslandFailures {
  /** 1 for the tab's first document, 2 for the next (a reload included), and so on. */
  readonly documentNumber: number;
  /** The islands of this document that reported a failed hydration. */
  islandFailures: number;
  /** The reloads this document asked for (the chunk guard's `[deploy] … reloading.` line). */
  reloadsAsked: number;
}

/**
 * Has every document of the tab number itself (carried over in `window.name`, which outlives
 * same-origin navigations) and count its own islands' failed hydrations. Kept by the document
 * itself, no message can be counted against the wrong one however late Playwright hears of it.
 */
async function trackIslandFailures(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const previous = Number(/^document:(\d+)$/.exec(window.name)?.[1] ?? 0);
    window.name = `document:${previous + 1}`;
    const record: IslandFailures = {
      documentNumber: previous + 1,
      islandFailures: 0,
      reloadsAsked: 0,
    };
    Object.assign(window, { islandFailureRecord: record });
    // The chunk guard says so, synchronously, right before it reloads.
    const logWarning = console.warn.bind(console);
    console.warn = (...args: unknown[]) => {
      const [first] = args;
      // Only the reload line: the deploy watcher also warns under `[deploy]` of a build notice
      // it could not fetch (offline, while another test publishes).
      if (
        typeof first === 'string' &&
        first.startsWith('[deploy] ') &&
        first.endsWith(': reloading.')
      ) {
        record.reloadsAsked += 1;
      }
      logWarning(...args);
    };
    const logError = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      const [first] = args;
      if (typeof first === 'string' && first.startsWith('[astro-island] Error hydrating')) {
        record.islandFailures += 1;
      }
      logError(...args);
    };
  });
}

/**
 * Whether the `nth` document is the current one and every island in it has reported its
 * failure (Astro retries each import once, a second later). Astro tells the chunk guard of a
 * failure before it logs it, so by then every reload the document would ask for was asked
 * (see `reloadsAskedHere`).
 */
async function everyIslandFailed(page: Page, nth: number): Promise<boolean> {
  const state = await page
    .evaluate(() => ({
      islands: document.querySelectorAll('astro-island').length,
      ...(window as unknown as { islandFailureRecord: IslandFailures }).islandFailureRecord,
    }))
    // The document was replaced while it was being asked.
    .catch(() => null);
  return (
    state !== null &&
    state.documentNumber === nth &&
    state.islands > 0 &&
    state.islandFailures === state.islands
  );
}

/** Waits until the page has read `/builds/latest.json` (about 1 s after idle, or on demand). */
function latestBuildRead(page: Page): Promise<Request> {
  return page.waitForEvent('requestfinished', (request) => LATEST_BUILD.test(request.url()));
}

async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { beforeClick: true }));
}

/** How many reloads the current document asked for (needs `trackIslandFailures`). */
function reloadsAskedHere(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { islandFailureRecord: IslandFailures }).islandFailureRecord
        .reloadsAsked,
  );
}

function windowMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => 'beforeClick' in window);
}

test.describe('a chunk that fails to load after a deploy', () => {
  test('reloads the page once, not twice within 10 s; another path reloads at once', async ({
    page,
  }) => {
    await trackIslandFailures(page);
    const documents = recordDocuments(page);
    // When the page asked for its reload: the guard's 10 s window starts there.
    let reloadedAt = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && documents.length === 2 && reloadedAt === 0) {
        reloadedAt = Date.now();
      }
    });
    await page.route(CLIENT_CHUNKS, rendererGone);

    await page.goto('/login');

    // The first load fails and reloads; the reloaded page fails too and must stay.
    await expect.poll(() => everyIslandFailed(page, 2), BOTH_LOADS_FAILED).toBe(true);
    expect(await reloadsAskedHere(page)).toBe(0);
    expect(documents).toEqual(['/login', '/login']);
    // Within the window, so what kept the page is the guard, not the window's end.
    expect(reloadedAt).toBeGreaterThan(0);
    expect(Date.now() - reloadedAt).toBeLessThan(10_000);

    await page.goto('/registro');

    await expect.poll(() => everyIslandFailed(page, 4), BOTH_LOADS_FAILED).toBe(true);
    expect(await reloadsAskedHere(page)).toBe(0);
    expect(documents.slice(2)).toEqual(['/registro', '/registro']);
  });

  test('reloads once when a chunk an island imports dynamically fails', async ({ page }) => {
    const documents = recordDocuments(page);
    await page.route(LIST_API_CHUNK, notFound);

    await page.goto(FILTERED_LIST);

    await expect.poll(() => documents).toEqual([FILTERED_LIST, FILTERED_LIST]);
    // The second failure is left to the island, which says so instead of reloading again.
    await expect(page.getByRole('alert')).toContainText('Algo deu errado');
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(documents).toEqual([FILTERED_LIST, FILTERED_LIST]);
  });

  test('does not reload while the browser is offline: the island reports it instead', async ({
    page,
    context,
  }) => {
    await trackIslandFailures(page);
    const documents = recordDocuments(page);
    await page.goto('/produtos');
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    await expect(search).toBeEnabled();
    await context.setOffline(true);
    // The emulation reaches the page's `navigator.onLine` on its own time.
    await page.waitForFunction(() => !navigator.onLine);

    // The first filter loads the list's code: offline, that import fails.
    await search.fill('aurora');
    await search.press('Enter');

    // The island reports the failed import after the guard heard of it (and declined).
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await reloadsAskedHere(page)).toBe(0);
    expect(documents).toEqual(['/produtos']);
    await expect(search).toHaveValue('aurora');
    await context.setOffline(false);
  });

  test('still reloads, once, when session storage throws', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('Armazenamento bloqueado', 'SecurityError');
        },
      });
    });
    await trackIslandFailures(page);
    const documents = recordDocuments(page);
    await page.route(CLIENT_CHUNKS, rendererGone);

    await page.goto('/login');

    await expect.poll(() => everyIslandFailed(page, 2), BOTH_LOADS_FAILED).toBe(true);
    expect(await reloadsAskedHere(page)).toBe(0);
    expect(documents).toEqual(['/login', '/login']);
  });
});

test.describe('a newer build online', () => {
  const newerBuild = (route: Route) =>
    route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } });

  test('without one, the filtered list pages in place (the island keeps the document)', async ({
    page,
    problems,
  }) => {
    const documents = recordDocuments(page);
    const read = latestBuildRead(page);
    await page.goto(FILTERED_LIST);
    await read;
    await markWindow(page);

    await page
      .getByRole('navigation', { name: 'Paginação' })
      .getByRole('link', { name: 'Próxima' })
      .click();

    await expect(page).toHaveURL(`${FILTERED_LIST}&pagina=2`);
    expect(await windowMarked(page)).toBe(true);
    expect(documents).toEqual([FILTERED_LIST]);
    expect(problems).toEqual([]);
  });

  test('makes the next link click a document load of its target', async ({ page, problems }) => {
    await page.route(LATEST_BUILD, newerBuild);
    const documents = recordDocuments(page);
    const read = latestBuildRead(page);
    await page.goto(FILTERED_LIST);
    await read;
    await markWindow(page);

    await page
      .getByRole('navigation', { name: 'Paginação' })
      .getByRole('link', { name: 'Próxima' })
      .click();

    await expect(page).toHaveURL(`${FILTERED_LIST}&pagina=2`);
    await expect.poll(() => documents).toEqual([FILTERED_LIST, `${FILTERED_LIST}&pagina=2`]);
    expect(await windowMarked(page)).toBe(false);
    await expect(page.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Leaving a page cancels the photo requests it still had running (not counted); nothing
    // else may fail.
    expect(problems).toEqual([]);
  });

  test('is checked again when the tab becomes visible', async ({ page }) => {
    const documents = recordDocuments(page);
    const firstRead = latestBuildRead(page);
    await page.goto(FILTERED_LIST);
    await firstRead;
    await page.route(LATEST_BUILD, newerBuild);

    const secondRead = latestBuildRead(page);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await secondRead;
    await markWindow(page);
    await page
      .getByRole('navigation', { name: 'Paginação' })
      .getByRole('link', { name: 'Próxima' })
      .click();

    await expect.poll(() => documents).toEqual([FILTERED_LIST, `${FILTERED_LIST}&pagina=2`]);
    expect(await windowMarked(page)).toBe(false);
  });

  test('never leaves a form with unsaved input: the click does what it would have done', async ({
    page,
  }) => {
    await page.route(LATEST_BUILD, newerBuild);
    const documents = recordDocuments(page);
    const read = latestBuildRead(page);
    await page.goto(FILTERED_LIST);
    await read;
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('monitor');
    await markWindow(page);

    await page
      .getByRole('navigation', { name: 'Paginação' })
      .getByRole('link', { name: 'Próxima' })
      .click();

    await expect(page).toHaveURL(`${FILTERED_LIST}&pagina=2`);
    expect(await windowMarked(page)).toBe(true);
    expect(documents).toEqual([FILTERED_LIST]);
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('monitor');
  });
});

test.describe('broken build files change nothing', () => {
  const answers: Record<
    string,
    { expectedStatus?: number; answer: (route: Route) => Promise<void> }
  > = {
    'a 404': { expectedStatus: 404, answer: notFound },
    'an HTML page': {
      answer: (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Oi</title>' }),
    },
    'invalid JSON': {
      answer: (route) => route.fulfill({ contentType: 'application/json', body: '{"id": "x' }),
    },
  };

  for (const [name, { expectedStatus, answer }] of Object.entries(answers)) {
    test(`${name} from latest.json and the manifest: no message, no forced load`, async ({
      page,
      problems,
    }) => {
      await page.route(LATEST_BUILD, answer);
      await page.route(BUILD_MANIFEST, answer);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const documents = recordDocuments(page);
      const read = latestBuildRead(page);
      await page.goto(FILTERED_LIST);
      await read;
      await markWindow(page);

      await page
        .getByRole('navigation', { name: 'Paginação' })
        .getByRole('link', { name: 'Próxima' })
        .click();

      await expect(page).toHaveURL(`${FILTERED_LIST}&pagina=2`);
      expect(await windowMarked(page)).toBe(true);
      expect(documents).toEqual([FILTERED_LIST]);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(warnings.some((text) => text.includes('/builds/latest.json'))).toBe(true);
      // The only problems allowed are the 404 answers themselves and Chromium's console line
      // for each of them.
      const expected = (problem: string) =>
        expectedStatus !== undefined &&
        (/^HTTP 404: .*\/builds\/(latest\.json\?t=\d+|meta\/[^/]+\.json)$/.test(problem) ||
          problem.startsWith(
            'console error: Failed to load resource: the server responded with a status of 404',
          ));
      expect(problems.filter((problem) => !expected(problem))).toEqual([]);
      if (expectedStatus !== undefined) {
        expect(problems).toContainEqual(
          expect.stringMatching(/^HTTP 404: .*\/builds\/latest\.json/),
        );
      }
    });
  }
});
