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

export const REMOTE_NAMES: readonly RemoteName[] = ['auth', 'delivery', 'operations', 'account'];

function manifestUrl(url: unknown): string | undefined {
  try {
    const parsed = new URL(url as string, window.location.href);
    return typeof url === 'string' && (parsed.protocol === 'http:' || parsed.protocol === 'https:') ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** One entry of remotes.json, or undefined when it names no usable stable release (unknown shapes are dropped). */
export function releasesOf(entry: unknown): RemoteReleases | undefined {
  const { stable, fallback, canary } = (typeof entry === 'object' && entry !== null ? entry : { stable: entry }) as Record<string, unknown>;
  if (!manifestUrl(stable)) return undefined;
  const releases: RemoteReleases = { stable: manifestUrl(stable)! };
  if (manifestUrl(fallback)) releases.fallback = manifestUrl(fallback);
  const c = (canary ?? {}) as { url?: unknown; stores?: unknown; percent?: unknown };
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
 * The releases a remote tries in this visit, in order: the canary when it is given to this store (signed in) or else
 * this browser — a listed store always, and by percentage the same stores on every load (their bucket, per remote,
 * below the percentage) —, then the stable release, then the named fallback.
 */
export function releaseChain(remote: RemoteName, releases: RemoteReleases, who: { store: string | null; browser: string }): string[] {
  const { stable, fallback, canary } = releases;
  const listed = Boolean(canary && who.store && canary.stores.includes(who.store));
  const drawn = Boolean(canary?.percent) && bucketOf(`${remote}:${who.store ?? who.browser}`) < canary!.percent;
  return [...(canary && (listed || drawn) ? [canary.url] : []), stable, ...(fallback && fallback !== stable ? [fallback] : [])];
}
