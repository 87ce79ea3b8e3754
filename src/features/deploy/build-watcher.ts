/**
 * Notices a newer build while the page is open: fetches this page's build manifest about 1 s
 * after idle, then asks `/builds/latest.json` at once and every POLL_INTERVAL_MS (while the tab
 * is visible), again whenever the tab becomes visible or the page comes back from the
 * back/forward cache. Once the id differs from the page's own, the next link click is a full
 * page load (full-load-links.ts). Until the page is idle, this only adds its listeners.
 */
import {
  buildManifestUrl,
  fetchBuildFile,
  latestBuildUrl,
  MANIFEST_DELAY_MS,
  parseBuildInfo,
  parseBuildManifest,
  POLL_INTERVAL_MS,
} from './build-files.ts';
import { $buildManifest, $newerBuild } from './build-state.ts';
import { installFullLoadLinks, trackUnsavedInput } from './full-load-links.ts';

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run);
  else setTimeout(run, 0);
}

/** `buildId`: the id this page was built with (DeployWatcher.astro's `<meta name="build-id">`). */
export function startBuildWatcher(buildId: string): void {
  installFullLoadLinks(() => $newerBuild.get() !== null, trackUnsavedInput(document));

  let checking = false;
  async function checkLatest(): Promise<void> {
    if (checking || $newerBuild.get() !== null) return;
    checking = true;
    const latest = await fetchBuildFile(latestBuildUrl(Date.now()), parseBuildInfo);
    checking = false;
    if (latest !== null && latest.id !== buildId) $newerBuild.set(latest);
  }

  whenIdle(() => {
    setTimeout(() => {
      void fetchBuildFile(buildManifestUrl(buildId), parseBuildManifest).then((manifest) => {
        if (manifest?.id === buildId) $buildManifest.set(manifest);
      });
      void checkLatest();
      setInterval(() => {
        if (document.visibilityState === 'visible') void checkLatest();
      }, POLL_INTERVAL_MS);
    }, MANIFEST_DELAY_MS);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkLatest();
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted) void checkLatest();
  });
}

/** Watches for a newer build than the page's own, as DeployWatcher.astro's `<meta>` names it. */
export function startPageBuildWatcher(): void {
  const buildId = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content;
  if (buildId) startBuildWatcher(buildId);
}
