import type { RemoteName } from '../routes/routeTable';

/**
 * One remote's releases as remotes.json names them (docs/deployment.md, 'A remote team's runbook'): a plain manifest
 * URL (the stable release, nothing else), or the stable release, the previous one to fall back to, and a canary given
 * to a list of stores and/or a percentage of them.
 */
export interface RemoteReleases {
  stable: string;
  fallback?: string;
  canary?: { url: string; stores: string[]; percent: number };
}

/** Which of its releases a remote runs in this visit. */
export type ReleaseRole = 'stable' | 'canary' | 'fallback';

export const REMOTE_NAMES: readonly RemoteName[] = ['auth', 'delivery', 'operations', 'account'];

function manifestUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** One entry of remotes.json, or undefined when it names no usable stable release (unknown shapes are dropped). */
export function releasesOf(entry: unknown): RemoteReleases | undefined {
  const plain = manifestUrl(entry);
  if (plain) return { stable: plain };
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { stable, fallback, canary } = entry as Record<string, unknown>;
  const releases: RemoteReleases | undefined = manifestUrl(stable) ? { stable: manifestUrl(stable)! } : undefined;
  if (!releases) return undefined;
  if (manifestUrl(fallback)) releases.fallback = manifestUrl(fallback);
  const c = (typeof canary === 'object' && canary !== null ? canary : {}) as Record<string, unknown>;
  const stores = Array.isArray(c.stores) ? c.stores.filter((s): s is string => typeof s === 'string' || typeof s === 'number').map(String) : [];
  const percent = typeof c.percent === 'number' && c.percent > 0 ? Math.min(c.percent, 100) : 0;
  if (manifestUrl(c.url) && (stores.length || percent)) releases.canary = { url: manifestUrl(c.url)!, stores, percent };
  return releases;
}

/** The release's name: the folder its manifest is published in (`…/remote-account/1.2.0-3fa9c2d1/mf-manifest.json`). */
export function releaseName(url: string): string {
  const parts = new URL(url).pathname.split('/').filter(Boolean);
  return parts.length > 1 ? parts[parts.length - 2]! : new URL(url).host;
}

/** 0–99 from a text, the same on every load (FNV-1a). */
export function bucketOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash % 100;
}

/**
 * The canary or the stable release, for a store (signed in) or else a browser: a listed store always gets the
 * canary, and the percentage picks the same stores on every load (their bucket, per remote, below the percentage).
 */
export function chooseRole(remote: RemoteName, releases: RemoteReleases, who: { store: string | null; browser: string }): ReleaseRole {
  const { canary } = releases;
  if (!canary) return 'stable';
  if (who.store && canary.stores.includes(who.store)) return 'canary';
  if (!canary.percent) return 'stable';
  return bucketOf(`${remote}:${who.store ?? who.browser}`) < canary.percent ? 'canary' : 'stable';
}

export function urlOf(releases: RemoteReleases, role: ReleaseRole): string {
  if (role === 'canary') return releases.canary?.url ?? releases.stable;
  return role === 'fallback' ? (releases.fallback ?? releases.stable) : releases.stable;
}

/** The release to fall back to from `role`: the stable release for a canary, the named fallback for the stable one. */
export function fallbackRole(releases: RemoteReleases, role: ReleaseRole): ReleaseRole | null {
  if (role === 'canary') return 'stable';
  if (role === 'stable' && releases.fallback && releases.fallback !== releases.stable) return 'fallback';
  return null;
}
