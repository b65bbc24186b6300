import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remotePageOf } from '../routes/routeTable';
import { releasesOf } from './releases';

/**
 * The first load without a round trip per step (docs/performance.md). Without this, a page walks host → remotes.json →
 * the remote's mf-manifest.json → its remoteEntry.js → the page's file one after the other, each waiting for the one
 * before, and the first of them only once React and the bootstrap chunk have arrived; on a phone every step is a
 * round trip.
 *
 * The entry (index.ts) calls startPreload before anything else: remotes.json and portal-config.json are asked for at
 * once, then the remote the address needs is registered with Module Federation's runtime, whose `preloadRemote` reads
 * its manifest and loads its remoteEntry.js and the page's own files. All of it runs while the framework is still
 * downloading; the runtime keeps the manifest and the entry for the page's own load (registry.ts leaves a remote the
 * runtime already has as it is). remotes.json stays a file a deploy replaces: it is still read on every load, only sooner.
 */
const early = new Map<string, Promise<string | null>>();

export const REMOTES_JSON_URL = '/remotes.json';
export const RUNTIME_CONFIG_URL = '/portal-config.json';

/** Asks for a file beside the host page, never cached (a deploy edits it in place). */
function ask(path: string): Promise<string | null> {
  const url = new URL(path, window.location.origin).href;
  const answer = fetch(url, { cache: 'no-store' })
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);
  early.set(url, answer);
  return answer;
}

/** The body of `url`: the entry's early answer, handed over once, else (none, it failed, a retry) asked afresh. */
export async function askOnce(url: string): Promise<string> {
  const answer = await early.get(url);
  early.delete(url);
  if (typeof answer === 'string') return answer;
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${new URL(url).pathname.slice(1)}: HTTP ${response.status}`);
  return response.text();
}

/** Starts the first load's calls at once (see above). Never throws: a failure here only loses the head start. */
export function startPreload(pathname = window.location.pathname): void {
  const remotes = ask(REMOTES_JSON_URL);
  void ask(RUNTIME_CONFIG_URL);
  const page = remotePageOf(pathname);
  // A development build may override a remote's URL (registry.ts): its page waits for the registry.
  if (!page || process.env.NODE_ENV === 'development') return;
  remotes
    .then((text) => {
      // The stable release; a canary's release is chosen once the store is known (registry.ts).
      const releases = text ? releasesOf((JSON.parse(text) as Record<string, unknown>)[page.remote]) : undefined;
      if (!releases || releases.canary) return undefined;
      registerRemotes([{ name: page.remote, entry: releases.stable }]);
      return preloadRemote([{ nameOrAlias: page.remote, exposes: [page.module] }]);
    })
    .catch(() => undefined);
}
