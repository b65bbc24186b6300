import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remotePageOf } from '../routes/routeTable';

/**
 * The first load without a round trip per step (docs/performance.md). Without this, a page walks host → remotes.json →
 * the remote's mf-manifest.json → its remoteEntry.js → the page's file one after the other, each waiting for the one
 * before, and the first of them only once React and the bootstrap chunk have arrived; on a phone every step is a
 * round trip.
 *
 * The entry (index.ts) calls startPreload before anything else: remotes.json and portal-config.json are asked for
 * at once, then the manifest of the remote the address needs, and its remoteEntry.js and the page's own files are
 * preloaded (`<link rel="preload">`, which the federation runtime's script tags then find ready). All of it runs
 * while the framework is still downloading. remotes.json stays a file a deploy replaces: it is still read on every
 * load, only sooner.
 *
 * Each early answer is handed over once, to the code that would have asked for it (loadRegistry, loadRuntimeConfig,
 * the runtime's manifest fetch through preloadedManifests). An early call that failed is asked again by its owner,
 * as without preloading; a second ask (a retry) always goes to the network.
 */

/** Body text of each early call by URL, null when it failed. */
const early = new Map<string, Promise<string | null>>();

function ask(url: string, init?: RequestInit): Promise<string | null> {
  const answer = fetch(url, init)
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);
  early.set(url, answer);
  return answer;
}

/** The early call for `url`, once (undefined when there was none). */
function takeEarly(url: string): Promise<string | null> | undefined {
  const answer = early.get(url);
  early.delete(url);
  return answer;
}

/** The early answer for `url`, once: null when there was none or it failed (ask the network then). */
export async function takePreloaded(url: string): Promise<string | null> {
  return (await takeEarly(url)) ?? null;
}

interface ManifestAssets {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** remoteEntry.js and the exposed module's own files, as the federation runtime will ask for them. */
export function filesToPreload(manifestUrl: string, manifestText: string, module: string): string[] {
  let manifest: ManifestAssets;
  try {
    manifest = JSON.parse(manifestText) as ManifestAssets;
  } catch {
    return [];
  }
  const meta = manifest.metaData;
  if (!meta?.remoteEntry?.name) return [];
  // 'auto': the files are beside the manifest (the runtime resolves it the same way).
  const publicPath = !meta.publicPath || meta.publicPath === 'auto' ? new URL('.', manifestUrl).href : meta.publicPath;
  const at = (file: string) => new URL(file, publicPath).href;
  const entryFolder = meta.remoteEntry.path ? `${meta.remoteEntry.path.replace(/\/+$/, '')}/` : '';
  const page = manifest.exposes?.find((expose) => expose.name === module);
  return [at(`${entryFolder}${meta.remoteEntry.name}`), ...(page?.assets?.js?.sync ?? []).map(at)];
}

const preloaded = new Set<string>();

function preloadScript(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

export const REMOTES_JSON_URL = '/remotes.json';
export const RUNTIME_CONFIG_URL = '/portal-config.json';

/** Starts the first load's calls at once (see above). Never throws: a failure here only loses the head start. */
export function startPreload(pathname = window.location.pathname): void {
  // Never cached: a deploy edits both in place.
  const remotes = ask(new URL(REMOTES_JSON_URL, window.location.origin).href, { cache: 'no-store' });
  ask(new URL(RUNTIME_CONFIG_URL, window.location.origin).href, { cache: 'no-store' });
  const page = remotePageOf(pathname);
  if (!page) return;
  void remotes.then(async (text) => {
    try {
      // A plain URL, or the stable release of an entry without a canary (a canary's release is chosen once the store
      // is known: registry.ts). Read here without releases.ts, which this early file does not need to carry.
      const entry = text ? (JSON.parse(text) as Record<string, { stable?: unknown; canary?: unknown } | string>)[page.remote] : undefined;
      const manifestUrl = typeof entry === 'object' && !entry.canary ? entry.stable : entry;
      if (typeof manifestUrl !== 'string' || !/^https?:/.test(new URL(manifestUrl, window.location.href).protocol)) return;
      const absolute = new URL(manifestUrl, window.location.href).href;
      const manifest = await ask(absolute);
      if (manifest) for (const file of filesToPreload(absolute, manifest, page.module)) preloadScript(file);
    } catch {
      // A malformed remotes.json: loadRegistry reads it again and says so.
    }
  });
}

/** Hands the federation runtime the manifest asked for early, once; otherwise it fetches as usual. */
export const preloadedManifests: ModuleFederationRuntimePlugin = {
  name: 'portal-preloaded-manifests',
  fetch(url, init) {
    const answer = takeEarly(url);
    if (!answer) return undefined;
    return answer.then((text) => (text === null ? fetch(url, init) : new Response(text, { status: 200, headers: { 'content-type': 'application/json' } })));
  },
};
