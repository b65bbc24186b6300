import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '../routes/routeTable';
import { preloadedManifests, takePreloaded } from './preload';

/** remotes.json: remote name → URL of its mf-manifest.json. Replaced at deploy time, never cached. */
export type RemoteRegistry = Partial<Record<RemoteName, string>>;

let registry: RemoteRegistry = {};

const REMOTE_NAMES: readonly RemoteName[] = ['auth', 'delivery', 'operations', 'account'];

/**
 * localStorage key of the development-only override: a JSON object remote name → manifest URL, set by
 * hand in a development build (e.g. to try a remote served by its own dev server). Ignored in production.
 */
export const REMOTE_OVERRIDES_KEY = 'portal:remote-overrides';

/** Development builds only (rspack defines process.env.NODE_ENV; `npm start` and CI serve production builds). */
export const isDevelopmentBuild = (): boolean => process.env.NODE_ENV === 'development';

function isAllowedEntry(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

function entriesOf(json: unknown): RemoteRegistry {
  const result: RemoteRegistry = {};
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return result;
  for (const [name, entry] of Object.entries(json as Record<string, unknown>)) {
    if (REMOTE_NAMES.includes(name as RemoteName) && isAllowedEntry(entry)) result[name as RemoteName] = new URL(entry, window.location.href).href;
  }
  return result;
}

/**
 * Where each remote's code comes from: remotes.json, and nothing else in production. The page's URL
 * (query string, hash) is never read: a link must not be able to make the portal load foreign code.
 * A development build also applies an explicit override stored under REMOTE_OVERRIDES_KEY.
 */
export function resolveRegistry(remotesJson: unknown, { development, override }: { development: boolean; override: string | null }): RemoteRegistry {
  const fromFile = entriesOf(remotesJson);
  if (!development || !override) return fromFile;
  try {
    return { ...fromFile, ...entriesOf(JSON.parse(override)) };
  } catch {
    return fromFile;
  }
}

function storedOverride(): string | null {
  try {
    return window.localStorage.getItem(REMOTE_OVERRIDES_KEY);
  } catch {
    return null;
  }
}

/** Reads remotes.json beside the host (no cache) and registers every remote it names. */
export async function loadRegistry(url = 'remotes.json', development = isDevelopmentBuild()): Promise<RemoteRegistry> {
  const base = new URL(url, document.baseURI || window.location.href);
  const address = new URL(`/${url.replace(/^\//, '')}`, base.origin);
  // The entry asked for it already (preload.ts); when that failed, asked again here, once.
  const early = await takePreloaded(address.href);
  let json: unknown;
  if (early === null) {
    const response = await fetch(address, { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
    json = await response.json();
  } else {
    json = JSON.parse(early);
  }
  const next = resolveRegistry(json, { development, override: development ? storedOverride() : null });
  if (development && storedOverride()) console.warn('[portal] remotes overridden in this development build:', next);
  registry = next;
  // The manifests asked for early go to the runtime instead of a second request.
  registerPlugins([preloadedManifests]);
  registerRemotes(
    Object.entries(next).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
  return next;
}

export function getRegistry(): RemoteRegistry {
  return registry;
}

/** Forgets a remote that failed to load so that 'Tentar novamente' fetches it afresh. */
export function resetRemote(name: RemoteName): void {
  const entry = registry[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** Loads one exposed page of a remote as a component. */
export async function loadRemoteComponent<P = object>(name: RemoteName, module: string): Promise<{ default: ComponentType<P> }> {
  if (!registry[name]) throw new Error(`Remote ${name} is not in remotes.json`);
  const loaded = await loadRemote<{ default: ComponentType<P> } | ComponentType<P>>(`${name}/${module}`);
  if (!loaded) throw new Error(`Remote module ${name}/${module} was empty`);
  return typeof loaded === 'function' ? { default: loaded } : loaded;
}
