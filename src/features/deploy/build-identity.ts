/**
 * The build a page is rendered by, read when the page renders rather than imported from a
 * generated module: the server-side code stays byte-identical from one build to the next, so
 * an incremental build can tell that a page's code did not change and reuse its HTML. The
 * build-info integration (publisher/build/build-info.ts) starts a render session; each page
 * that asks for the id is recorded, which is also how a build counts the pages it rendered.
 */
import type { BuildInfo } from '../../../contract/build-files.ts';

interface RenderSession {
  readonly info: BuildInfo;
  readonly rendered: Set<string>;
}

const SESSION = Symbol.for('loja-vitrine.build-render-session');
type WithSession = typeof globalThis & { [SESSION]?: RenderSession };

/** Called once when a build starts. */
export function startRenderSession(info: BuildInfo): void {
  (globalThis as WithSession)[SESSION] = { info, rendered: new Set() };
}

/** A site path without its trailing slash (`/` stays `/`). */
export function normalisedPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The id of the build rendering `path` (recorded as rendered); undefined outside a build. */
export function buildIdFor(path: string): string | undefined {
  const session = (globalThis as WithSession)[SESSION];
  session?.rendered.add(normalisedPath(path));
  return session?.info.id;
}

/** The running build's id; undefined outside a build. */
export function currentBuildId(): string | undefined {
  return (globalThis as WithSession)[SESSION]?.info.id;
}

/** The pages rendered (not reused) by the running build, as normalised site paths. */
export function renderedPaths(): ReadonlySet<string> {
  return (globalThis as WithSession)[SESSION]?.rendered ?? new Set();
}
