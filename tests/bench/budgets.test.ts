import { describe, expect, it } from 'vitest';
import { evaluateBudgets, paymentBudgets } from './budgets.ts';
import type { BudgetInput } from './budgets.ts';
import type {
  BuildRun,
  IslandUse,
  LighthouseRow,
  PageWeight,
  PaymentFigures,
  ScaleRow,
} from './types.ts';

const run: BuildRun = {
  ok: true,
  error: null,
  wallMs: 20_000,
  cpuMs: 20_000,
  peakRssBytes: 1e9,
  peakProcesses: [],
  output: { pages: 10_000, payloads: 10_000, files: 20_000, bytes: 1 },
  phases: { startupMs: 1, bundleMs: 1, renderMs: 1, finishMs: 1 },
  routeGroups: [],
  logFile: 'build.log',
  loadAverage: [0, 0],
};

function scaleRow(
  products: number,
  changes: Partial<BuildRun> & { requests?: number; ratio?: number },
): ScaleRow {
  const { requests = 22, ratio = 2, ...build } = changes;
  return {
    products,
    build: { ...run, ...build, api: { total: requests, operations: requests, byOperation: {} } },
    floor: run,
    ratio,
    cpuRatio: ratio,
    msPerProduct: 2,
  };
}

function page(path: string, js: number, islands: IslandUse[] = [], finalPath = path): PageWeight {
  const bytes = (gzip: number) => ({ raw: gzip * 3, gzip, files: 1 });
  return {
    path,
    choice: null,
    finalPath,
    loggedIn: false,
    byKind: {
      html: bytes(8_000),
      css: bytes(5_000),
      js: bytes(js),
      data: bytes(0),
      image: bytes(0),
      font: bytes(0),
      other: bytes(0),
    },
    resources: [],
    head: { blockingScripts: [], inlineHeadScripts: 0, stylesheets: [], inlineStyles: 0 },
    islands,
    sharedJsGzipBytes: 0,
    quillFiles: [],
  };
}

const island = (name: string, client: string): IslandUse => ({
  name,
  client,
  count: 1,
  ownGzipBytes: 0,
  reachGzipBytes: 0,
});

const none: BudgetInput = { scale: null, weight: null, lighthouse: null, apiPageSize: 500 };
const status = (input: BudgetInput, id: string) =>
  evaluateBudgets(input).find((budget) => budget.id === id)?.status;

describe('evaluateBudgets', () => {
  it('reports budgets of parts that did not run as not measured, never as passed', () => {
    const results = evaluateBudgets(none);
    expect(results.length).toBeGreaterThan(20);
    expect(results.every((budget) => budget.status === 'not measured')).toBe(true);
  });

  it('checks the 10,000-product ratio and memory against their limits', () => {
    const within = { ...none, scale: [scaleRow(10_000, { ratio: 2.5, peakRssBytes: 1.49e9 })] };
    expect(status(within, 'build-ratio-10000')).toBe('pass');
    expect(status(within, 'build-memory-10000')).toBe('pass');
    const over = { ...none, scale: [scaleRow(10_000, { ratio: 2.51, peakRssBytes: 1.5e9 })] };
    expect(status(over, 'build-ratio-10000')).toBe('fail');
    expect(status(over, 'build-memory-10000')).toBe('fail');
    expect(status(over, 'build-100000-completes')).toBe('not measured');
  });

  it('allows products / page size + 20 API requests per build', () => {
    const scale = [scaleRow(10_000, { requests: 40 }), scaleRow(1_000, { requests: 23 })];
    expect(status({ ...none, scale }, 'api-requests-10000')).toBe('pass');
    expect(status({ ...none, scale }, 'api-requests-1000')).toBe('fail');
  });

  it('fails a 100,000-product build that did not complete', () => {
    const scale = [scaleRow(100_000, { ok: false })];
    expect(status({ ...none, scale }, 'build-100000-completes')).toBe('fail');
  });

  it('lets only the maintenance notice hydrate at load on public pages', () => {
    const weight = [
      page('/', 90_000, [island('MaintenanceNotice', 'load'), island('AccountNav', 'idle')]),
      page('/produtos', 90_000, [island('RouteGuard', 'load')]),
    ];
    expect(status({ ...none, weight }, 'hydration-/')).toBe('pass');
    expect(status({ ...none, weight }, 'hydration-/produtos')).toBe('fail');
    expect(
      evaluateBudgets({ ...none, weight }).find((b) => b.id === 'hydration-/produtos')?.measured,
    ).toBe('RouteGuard (client:load)');
  });

  it('fails the painel budget when the page was not reached (guard redirect)', () => {
    const weight = [page('/painel', 90_000, [], '/login')];
    expect(status({ ...none, weight }, 'js-painel')).toBe('fail');
  });

  it('holds the cart to 130 KB and the checkout to 120 KB of JavaScript, on the page itself', () => {
    const weight = [page('/carrinho', 130_000), page('/finalizar', 120_001)];
    expect(status({ ...none, weight }, 'js-carrinho')).toBe('pass');
    expect(status({ ...none, weight }, 'js-finalizar')).toBe('fail');
    const within = [page('/carrinho', 130_001), page('/finalizar', 120_000)];
    expect(status({ ...none, weight: within }, 'js-carrinho')).toBe('fail');
    expect(status({ ...none, weight: within }, 'js-finalizar')).toBe('pass');
    const redirected = [page('/finalizar', 90_000, [], '/login')];
    expect(status({ ...none, weight: redirected }, 'js-finalizar')).toBe('fail');
    expect(status({ ...none, weight: redirected }, 'js-carrinho')).toBe('not measured');
  });

  it('holds the checkout with the card form open to 130 KB, apart from the checkout as it loads', () => {
    const withCard = (js: number, finalPath = '/finalizar') => ({
      ...page('/finalizar', js, [], finalPath),
      choice: 'Cartão de crédito',
    });
    const plain = page('/finalizar', 120_001);
    expect(status({ ...none, weight: [plain, withCard(130_000)] }, 'js-finalizar-card')).toBe(
      'pass',
    );
    expect(status({ ...none, weight: [plain, withCard(130_000)] }, 'js-finalizar')).toBe('fail');
    expect(status({ ...none, weight: [withCard(130_001)] }, 'js-finalizar-card')).toBe('fail');
    // The card's weighing never stands in for the checkout as it loads, nor the other way.
    expect(status({ ...none, weight: [withCard(100_000)] }, 'js-finalizar')).toBe('not measured');
    expect(status({ ...none, weight: [page('/finalizar', 100_000)] }, 'js-finalizar-card')).toBe(
      'not measured',
    );
    const redirected = [withCard(90_000, '/login')];
    expect(status({ ...none, weight: redirected }, 'js-finalizar-card')).toBe('fail');
  });

  it('fails the Quill budget when any Quill file loaded with the painel', () => {
    const clean = [page('/painel', 90_000)];
    expect(status({ ...none, weight: clean }, 'quill-painel')).toBe('pass');
    const weight = [{ ...page('/painel', 90_000), quillFiles: ['quill-editor.css'] }];
    expect(status({ ...none, weight }, 'quill-painel')).toBe('fail');
  });

  it('holds the login page to 100 KB of JavaScript, on the page itself', () => {
    expect(status({ ...none, weight: [page('/login', 100_000)] }, 'js-login')).toBe('pass');
    expect(status({ ...none, weight: [page('/login', 100_001)] }, 'js-login')).toBe('fail');
    const redirected = [page('/login', 90_000, [], '/painel')];
    expect(status({ ...none, weight: redirected }, 'js-login')).toBe('fail');
  });

  it('holds JavaScript and Lighthouse scores to their limits', () => {
    const weight = [page('/', 85_001), page('/produtos/1', 85_000)];
    expect(status({ ...none, weight }, 'js-/')).toBe('fail');
    expect(status({ ...none, weight }, 'js-/produtos/1')).toBe('pass');
    const lighthouse: LighthouseRow[] = [
      {
        path: '/',
        ok: true,
        error: null,
        performance: 97,
        performanceRuns: [97],
        lcpRunsMs: [1500],
        accessibility: 100,
        bestPractices: 95,
        seo: 100,
        lcpMs: 1,
        cls: 0.001,
        tbtMs: 0,
        fcpMs: 1,
        lcpElement: null,
        benchmarkIndex: 1,
        failedAudits: [],
      },
    ];
    expect(status({ ...none, lighthouse }, 'lighthouse-performance-/')).toBe('fail');
    expect(status({ ...none, lighthouse }, 'lighthouse-best-practices-/')).toBe('pass');
    expect(status({ ...none, lighthouse }, 'lighthouse-cls-/')).toBe('fail');
  });
});

describe('paymentBudgets', () => {
  const figures = (cardMs: number, pixMs: number): PaymentFigures => ({
    card: { runsMs: [cardMs], medianMs: cardMs, loadAverage: [1.5, 1.7] },
    pixToPainel: {
      runsMs: [pixMs],
      medianMs: pixMs,
      loadAverage: [2, 2],
      apiPaidMs: [pixMs / 2],
    },
  });
  const of = (input: PaymentFigures | null, id: string) =>
    paymentBudgets(input).find((budget) => budget.id === id);

  it('reports both as not measured when the part did not run', () => {
    expect(paymentBudgets(null).map((budget) => budget.status)).toEqual([
      'not measured',
      'not measured',
    ]);
  });

  it('holds a card payment under 1 s and a Pix until the painel under 3 s, by their medians', () => {
    expect(of(figures(999, 2_999), 'payment-card')?.status).toBe('pass');
    expect(of(figures(999, 2_999), 'payment-pix-painel')?.status).toBe('pass');
    expect(of(figures(1_000, 3_000), 'payment-card')?.status).toBe('fail');
    expect(of(figures(1_000, 3_000), 'payment-pix-painel')?.status).toBe('fail');
  });

  it('shows the load each median was measured under', () => {
    expect(of(figures(420, 2_500), 'payment-card')?.measured).toBe('0.42 s (load 1.5)');
    expect(of(figures(420, 2_500), 'payment-pix-painel')?.measured).toBe('2.50 s (load 2.0)');
  });
});
