/**
 * The build files a build publishes and open tabs read: `/builds/latest.json` (the build online
 * now, a BuildInfo) and `/builds/meta/{id}.json` (a build's manifest, a BuildMeta).
 */

export interface BuildInfo {
  readonly id: string;
  /** Milliseconds since the epoch, when the build started. */
  readonly timestamp: number;
}

export interface BuildMeta extends BuildInfo {
  /** Every prerendered page of the build, as site paths (`/`, `/produtos/1/`). */
  readonly paths: readonly string[];
}
