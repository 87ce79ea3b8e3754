/**
 * Where an Astro build spends its time, read from its console output with the time each line
 * arrived: the phases between Astro's own milestones, and the render time Astro prints per
 * route (`├─ /produtos/1/index.html (+3ms)`), summed per route shape.
 */

export interface TimedLine {
  /** Milliseconds since the process started. */
  readonly atMs: number;
  readonly text: string;
}

export interface BuildPhases {
  /** Start-up until Astro starts bundling: loading config, integrations, type generation. */
  readonly startupMs: number | null;
  /** Vite's server and client bundles. */
  readonly bundleMs: number | null;
  /** Rendering every route, data fetching in getStaticPaths included. */
  readonly renderMs: number | null;
  /** After rendering: integrations' build hooks (sitemap, build files), swap, exit. */
  readonly finishMs: number | null;
}

export interface RouteGroup {
  /** The route shape, e.g. `/produtos/[n]/index.html`. */
  readonly shape: string;
  readonly files: number;
  /** Sum of the per-file times Astro printed. */
  readonly ms: number;
}

// Astro colours its output only on a terminal; strip any escape codes anyway.
// eslint-disable-next-line no-control-regex -- matching the escape character is the point
const ANSI = /\u001b\[[0-9;]*m/g;
const BUNDLE_START = /Building static entrypoints/;
const RENDER_START = /generating static routes/;
const RENDER_END = /^\s*✓ Completed in/;
const ROUTE_LINE = /[├└]─ (\/\S*) \(\+([\d.]+)(ms|s)\)/;

function firstAt(lines: readonly TimedLine[], pattern: RegExp, from = 0): number | null {
  for (let index = from; index < lines.length; index += 1) {
    const line = lines[index];
    if (line && pattern.test(line.text.replace(ANSI, '').replace(/^\d\d:\d\d:\d\d /, ''))) {
      return index;
    }
  }
  return null;
}

/** Splits `totalMs` at Astro's milestones; a phase whose milestones never printed is null. */
export function buildPhases(lines: readonly TimedLine[], totalMs: number): BuildPhases {
  const bundle = firstAt(lines, BUNDLE_START);
  const render = firstAt(lines, RENDER_START, bundle ?? 0);
  const done = render === null ? null : firstAt(lines, RENDER_END, render + 1);
  const at = (index: number | null) => (index === null ? null : (lines[index]?.atMs ?? null));
  const span = (from: number | null, to: number | null) =>
    from === null || to === null ? null : Math.max(0, to - from);
  return {
    startupMs: span(0, at(bundle)),
    bundleMs: span(at(bundle), at(render)),
    renderMs: span(at(render), at(done)),
    finishMs: span(at(done), totalMs),
  };
}

/**
 * The shape of a built file's path: numeric segments become `[n]` and the segment after
 * `categoria` becomes `[slug]`, so all product pages (or category pages) form one group.
 */
export function routeShape(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      if (/^\d+$/.test(segment)) return '[n]';
      if (index > 0 && segments[index - 1] === 'categoria') return '[slug]';
      return segment;
    })
    .join('/');
}

/** Per route shape: how many files and how long Astro says rendering them took, slowest first. */
export function routeGroups(lines: readonly TimedLine[]): RouteGroup[] {
  const groups = new Map<string, { files: number; ms: number }>();
  for (const { text } of lines) {
    const match = ROUTE_LINE.exec(text.replace(ANSI, ''));
    if (!match?.[1] || !match[2]) continue;
    const ms = Number(match[2]) * (match[3] === 's' ? 1000 : 1);
    const shape = routeShape(match[1]);
    const group = groups.get(shape) ?? { files: 0, ms: 0 };
    group.files += 1;
    group.ms += ms;
    groups.set(shape, group);
  }
  return [...groups]
    .map(([shape, { files, ms }]) => ({ shape, files, ms: Math.round(ms) }))
    .sort((a, b) => b.ms - a.ms);
}
