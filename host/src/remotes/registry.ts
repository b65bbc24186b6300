import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '../routes/routeTable';
import { currentStore, report } from '../telemetry/report';
import { preloadedManifests, takePreloaded } from './preload';
import { chooseRole, fallbackRole, releaseName, releasesOf, REMOTE_NAMES, urlOf, type ReleaseRole, type RemoteReleases } from './releases';

/** remotes.json: remote name → its releases (a plain manifest URL, or stable / fallback / canary). Never cached. */
export type RemoteRegistry = Partial<Record<RemoteName, RemoteReleases>>;

/** What each remote runs in this visit: its releases, the one chosen, and whether a load has settled the choice. */
const state: Partial<Record<RemoteName, { releases: RemoteReleases; role: ReleaseRole; settled: boolean }>> = {};

/** localStorage key of the development-only override (remote name → manifest URL). Ignored in production. */
export const REMOTE_OVERRIDES_KEY = 'portal:remote-overrides';
/** localStorage key of this browser's canary bucket seed (random, nothing personal): before sign-in, no store is known. */
export const BROWSER_SEED_KEY = 'portal:release-seed';

/** Development builds only (rspack defines process.env.NODE_ENV; `npm start` and CI serve production builds). */
export const isDevelopmentBuild = (): boolean => process.env.NODE_ENV === 'development';

function entriesOf(json: unknown): RemoteRegistry {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const known = Object.entries(json as Record<string, unknown>).filter(([name]) => REMOTE_NAMES.includes(name as RemoteName));
  return Object.fromEntries(known.flatMap(([name, entry]) => (releasesOf(entry) ? [[name, releasesOf(entry)]] : [])));
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

function stored(key: string, orElse?: () => string): string | null {
  try {
    const value = window.localStorage.getItem(key);
    if (value || !orElse) return value;
    window.localStorage.setItem(key, orElse());
    return window.localStorage.getItem(key);
  } catch {
    return orElse ? 'no-storage' : null;
  }
}

/** Who the canary is chosen for: the store, else this browser (its seed is written only when a percentage needs it). */
const who = () => ({
  store: currentStore(),
  get browser() {
    return stored(BROWSER_SEED_KEY, () => Math.random().toString(36).slice(2)) ?? '';
  },
});

/** The release a remote runs now (its name and manifest URL), for the reports and the console. */
export function releaseOf(name: RemoteName): { release: string; url: string; role: ReleaseRole } | undefined {
  const remote = state[name];
  if (!remote) return undefined;
  const url = urlOf(remote.releases, remote.role);
  return { release: releaseName(url), url, role: remote.role };
}

function use(name: RemoteName, releases: RemoteReleases, role: ReleaseRole): void {
  state[name] = { releases, role, settled: false };
  registerRemotes([{ name, entry: urlOf(releases, role) }], { force: true });
}

/**
 * Moves a remote that failed (a load, or its page throwing while it mounts) to its fallback release for the rest of
 * this visit and reports it. False when there is nothing to fall back to.
 */
export function fallBack(name: RemoteName, error: unknown): boolean {
  const remote = state[name];
  const next = remote && fallbackRole(remote.releases, remote.role);
  if (!remote || !next) return false;
  const from = releaseOf(name)!.release;
  // The failed release's chunks stay registered under its container's chunk global (`rspackChunk<uniqueName>`, the
  // same name in every release): the next release's runtime would take them for its own. It starts afresh.
  delete (globalThis as Record<string, unknown>)[`rspackChunk${name}`];
  use(name, remote.releases, next);
  state[name]!.settled = true;
  report({ type: 'fallback', remote: name, release: from, to: releaseOf(name)!.release, message: error instanceof Error ? error.message : String(error) });
  return true;
}

const remoteOfId = (id: string) => id.split('/')[0] as RemoteName;

/**
 * The releases on Module Federation's own runtime: the first request of a remote settles its canary for the store
 * signed in by then; a load that fails is served from the fallback release within the same loadRemote call; every
 * load and failure is reported (telemetry/).
 */
const releases: ModuleFederationRuntimePlugin = {
  name: 'portal-releases',
  beforeRequest(args) {
    const remote = state[remoteOfId(args.id)];
    if (remote && !remote.settled) {
      const role = chooseRole(remoteOfId(args.id), remote.releases, who());
      if (role !== remote.role) use(remoteOfId(args.id), remote.releases, role);
      state[remoteOfId(args.id)]!.settled = true;
    }
    return args;
  },
  async errorLoadRemote({ id, error, lifecycle, origin }) {
    if (lifecycle !== 'onLoad') return undefined;
    const name = remoteOfId(id);
    report({ type: 'load-error', remote: name, release: releaseOf(name)?.release, message: error instanceof Error ? error.message : String(error) });
    return fallBack(name, error) ? origin.loadRemote(id) : undefined;
  },
  async afterLoadRemote({ id, error }) {
    if (!error) report({ type: 'load', remote: remoteOfId(id), release: releaseOf(remoteOfId(id))?.release, once: true });
  },
};

/**
 * Reads remotes.json beside the host (no cache) and registers the remotes it names: all of them at start, or `only`
 * one again ('Tentar novamente' on a failed remote follows an edited remotes.json without a reload).
 */
export async function loadRegistry(url = 'remotes.json', development = isDevelopmentBuild(), only?: RemoteName): Promise<RemoteRegistry> {
  const address = new URL(`/${url.replace(/^\//, '')}`, new URL(url, document.baseURI || window.location.href).origin);
  // The entry asked for it already (preload.ts); when that failed, asked again here, once.
  const early = only ? null : await takePreloaded(address.href);
  let json: unknown;
  if (early === null) {
    const response = await fetch(address, { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
    json = await response.json();
  } else {
    json = JSON.parse(early);
  }
  const override = development ? stored(REMOTE_OVERRIDES_KEY) : null;
  const next = resolveRegistry(json, { development, override });
  if (override) console.warn('[portal] remotes overridden in this development build:', next);
  // The manifests asked for early go to the runtime instead of a second request.
  if (!only) registerPlugins([preloadedManifests, releases]);
  const chosen = (Object.entries(next) as [RemoteName, RemoteReleases][]).filter(([name]) => !only || only === name);
  for (const [name, remote] of chosen) state[name] = { releases: remote, role: chooseRole(name, remote, who()), settled: false };
  registerRemotes(
    chosen.map(([name, remote]) => ({ name, entry: urlOf(remote, state[name]!.role) })),
    { force: true },
  );
  return next;
}

export function getRegistry(): RemoteRegistry {
  return Object.fromEntries(Object.entries(state).map(([name, remote]) => [name, remote.releases]));
}

/** 'Tentar novamente': reads remotes.json again for this remote and registers it afresh (a failed load is not kept). */
export async function resetRemote(name: RemoteName): Promise<void> {
  await loadRegistry('remotes.json', isDevelopmentBuild(), name).catch(() => {
    const remote = state[name];
    if (remote) use(name, remote.releases, remote.role);
  });
}

/** Loads one exposed page of a remote as a component. */
export async function loadRemoteComponent<P = object>(name: RemoteName, module: string): Promise<{ default: ComponentType<P> }> {
  if (!state[name]) throw new Error(`Remote ${name} is not in remotes.json`);
  const loaded = await loadRemote<{ default: ComponentType<P> } | ComponentType<P>>(`${name}/${module}`);
  if (!loaded) throw new Error(`Remote module ${name}/${module} was empty`);
  return typeof loaded === 'function' ? { default: loaded } : loaded;
}
