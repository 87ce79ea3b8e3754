/** The figures each part of the benchmark produces: the shape of `bench-report.json`. */
import type { BuildPhases, RouteGroup } from './build-log.ts';
import type { HeadAnalysis } from './html-analysis.ts';

export interface ApiCounts {
  /** Every request the API received (any method, any path). */
  readonly total: number;
  /** GraphQL operations (a batch counts each of its operations). */
  readonly operations: number;
  /** Operations by name; anonymous ones as `(anonymous)`. */
  readonly byOperation: Readonly<Record<string, number>>;
}

export interface OutputCount {
  /** `index.html` files (plus top-level `*.html` such as `404.html`). */
  readonly pages: number;
  /** `_payload.json` files. */
  readonly payloads: number;
  readonly files: number;
  readonly bytes: number;
}

export interface BuildRun {
  readonly ok: boolean;
  /** Why the build failed (its last lines), when it did. */
  readonly error: string | null;
  readonly wallMs: number;
  /** CPU time (user + system) of the build's Node process, all threads; null if unknown. */
  readonly cpuMs: number | null;
  /** Summed resident memory of the build's process tree at its highest. */
  readonly peakRssBytes: number;
  /** The largest processes of the tree at that moment. */
  readonly peakProcesses: readonly { readonly name: string; readonly rssBytes: number }[];
  readonly output: OutputCount;
  readonly phases: BuildPhases;
  /** The slowest route shapes, by Astro's own per-file render times. */
  readonly routeGroups: readonly RouteGroup[];
  /** The full console output, each line with its arrival time. */
  readonly logFile: string;
  /** 1-minute load average before and after: other work on the machine skews the times. */
  readonly loadAverage: readonly [number, number];
}

export interface ScaleRow {
  readonly products: number;
  readonly build: BuildRun & { readonly api: ApiCounts };
  /** The bare Astro project at the same page and JSON counts; null when our build failed. */
  readonly floor: BuildRun | null;
  /** Our wall time / the floor's: the budget's figure. */
  readonly ratio: number | null;
  /** Our CPU time / the floor's: the same comparison, barely moved by other load. */
  readonly cpuRatio: number | null;
  readonly msPerProduct: number | null;
}

export interface Bytes {
  readonly raw: number;
  readonly gzip: number;
  readonly files: number;
}

export type ResourceKind = 'html' | 'css' | 'js' | 'data' | 'image' | 'font' | 'other';

export interface LoadedResource {
  readonly url: string;
  readonly kind: ResourceKind;
  readonly raw: number;
  readonly gzip: number;
}

export interface IslandUse {
  readonly name: string;
  readonly client: string;
  /** How many times the page uses it. */
  readonly count: number;
  /** Gzip bytes of the scripts only this island brings in (what leaving it out would save). */
  readonly ownGzipBytes: number;
  /** Gzip bytes of every loaded script it needs, shared ones included (what hydrating it costs). */
  readonly reachGzipBytes: number;
}

export interface PageWeight {
  readonly path: string;
  /**
   * The payment method chosen on the page before it was weighed (the checkout's `Cartão de
   * crédito`, whose form loads its own code); null: the page as it loads.
   */
  readonly choice: string | null;
  /** Where the browser ended up (a guard redirect shows here). */
  readonly finalPath: string;
  readonly loggedIn: boolean;
  readonly byKind: Readonly<Record<ResourceKind, Bytes>>;
  readonly resources: readonly LoadedResource[];
  readonly head: HeadAnalysis;
  readonly islands: readonly IslandUse[];
  /** Gzip bytes shared by the page's islands (React, renderer, common chunks). */
  readonly sharedJsGzipBytes: number;
  /** Quill's scripts (by its code) and stylesheets (by its theme's rules) the page loaded. */
  readonly quillFiles: readonly string[];
}

export interface FailedAudit {
  readonly id: string;
  readonly title: string;
  readonly score: number | null;
  readonly displayValue: string | null;
}

export interface LighthouseRow {
  readonly path: string;
  readonly ok: boolean;
  readonly error: string | null;
  /** The median run's score; every run's score is in `performanceRuns`. */
  readonly performance: number | null;
  readonly performanceRuns: readonly number[];
  /** Every run's LCP in milliseconds, in run order. */
  readonly lcpRunsMs: readonly number[];
  readonly accessibility: number | null;
  readonly bestPractices: number | null;
  readonly seo: number | null;
  readonly lcpMs: number | null;
  readonly cls: number | null;
  readonly tbtMs: number | null;
  readonly fcpMs: number | null;
  /** The element Lighthouse took as the largest contentful paint (its CSS selector). */
  readonly lcpElement: string | null;
  /** Lighthouse's own measure of how fast this machine was (about 1000+ on a desktop). */
  readonly benchmarkIndex: number | null;
  /** Audits below a full score, with what Lighthouse says about them. */
  readonly failedAudits: readonly FailedAudit[];
}

export type BudgetStatus = 'pass' | 'fail' | 'not measured';

export interface BudgetResult {
  readonly id: string;
  readonly budget: string;
  readonly measured: string;
  readonly status: BudgetStatus;
}

/** Repeated timings of one measure. */
export interface TimedRuns {
  /** Each measured run, in order, in ms. */
  readonly runsMs: readonly number[];
  readonly medianMs: number;
  /** 1-minute load average before and after the runs: other work shows in every time. */
  readonly loadAverage: readonly [number, number];
}

/** Part 9: payments through the embedded stand-in. */
export interface PaymentFigures {
  /** `placeOrder` with a new approved card token, until its answer. */
  readonly card: TimedRuns;
  /** A Pix paid at the test bank, until the open painel shows `Pago`. */
  readonly pixToPainel: TimedRuns & {
    /** In the same runs, until the API said `PAID` (its notification applied). */
    readonly apiPaidMs: readonly number[];
  };
}

/** Latencies of one series of sequential API requests. */
export interface LatencySummary {
  readonly requests: number;
  readonly medianMs: number;
  readonly p95Ms: number;
}

/** Part 10: e-mail through the outbox to the local mailbox. */
export interface MessageFigures {
  /** `requestPasswordReset` sent, until its message is in the mailbox. */
  readonly toMailbox: TimedRuns;
  /** A thousand messages queued at once: how long they take to leave, and the API meanwhile. */
  readonly drain: {
    readonly messages: number;
    /** Until the last one was recorded sent. */
    readonly drainMs: number;
    /** The same request, before the queue and while it drains. */
    readonly idle: LatencySummary;
    readonly draining: LatencySummary;
    readonly loadAverage: readonly [number, number];
  };
}
