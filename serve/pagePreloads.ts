import { pageAt, pagesByRemote } from 'shared/pages';
import { REMOTE_ENTRY } from 'tooling/rspack/apps';

/** What nginx's copy of the rule (deploy/nginx.ts renders it) needs: each page's [remote, address pattern], the entry's name. */
export const PRELOAD_RULE_DATA = {
  pages: Object.entries(pagesByRemote).flatMap(([remote, pages]) => Object.values(pages).map(({ path }) => [remote, path] as const)),
  remoteEntry: REMOTE_ENTRY,
};

/**
 * The remote's files a host page asks for before it can draw anything, named in the page's own answer as
 * `Link: rel=preload` (docs/performance.md, 'The second day'): the browser asks for them as soon as the page's headers
 * arrive, beside the page's own scripts, instead of once the page's script has read remotes.json and then the
 * remote's manifest. Each is still revalidated (and the service worker still asks the network first); only the asking
 * starts sooner. The host's runtime files (remotes.json, portal-config.json) are preloaded by index.html itself.
 * - The remote the address shows: its manifest and its entry, from remotes.json as it is now.
 * - Nothing when the address is no remote's page, or when the remote has a canary: the page chooses the release once
 *   the store is known (host/src/remotes/registry.ts).
 * The attributes match how the page asks: Module Federation's `fetch()` of the manifest (cors mode, credentials
 * same-origin: `crossorigin`) and its classic script for the entry (no `crossorigin`). A preload that does not match
 * is asked for twice. deploy/nginx's page-preloads.js.template is the same rule for nginx (njs).
 */
export function pagePreloadLinks(pathname: string, remotesJson: string): string[] {
  const page = pageAt(pathname);
  const manifest = page ? stableManifest(remotesJson, page.remote) : null;
  if (!manifest) return [];
  return [`<${manifest}>; rel=preload; as=fetch; crossorigin`, `<${manifest.replace(/[^/]*$/, REMOTE_ENTRY)}>; rel=preload; as=script`];
}

/**
 * The stable release's manifest URL of `remote`: absolute http(s), without a query or anything that would break the
 * header (a URL the page would resolve differently is better not preloaded), or null.
 */
function stableManifest(remotesJson: string, remote: string): string | null {
  let entry: unknown;
  try {
    entry = (JSON.parse(remotesJson) as Record<string, unknown>)[remote];
  } catch {
    return null;
  }
  const releases = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : { stable: entry };
  if (typeof releases.stable !== 'string' || releases.canary !== undefined) return null;
  return /^https?:\/\/[^/\s<>,;?#]+\/[^\s<>,;?#]*$/i.test(releases.stable) ? releases.stable : null;
}
