import { getInstance, loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '../routes/routeTable';
import { currentStore, report } from '../telemetry/report';
import { askOnce } from './preload';
import { releaseChain, releaseName, releasesOf, REMOTE_NAMES, type RemoteReleases } from './releases';

/** remotes.json: remote name → its releases (a plain manifest URL, or stable / fallback / canary). Never cached. */
export type RemoteRegistry = Partial<Record<RemoteName, RemoteReleases>>;

/** What each remote runs in this visit: its releases, the ones it tries in order, the one in use, and whether a request settled the canary. */
interface Remote {
  releases: RemoteReleases;
  chain: string[];
  at: number;
  settled: boolean;
}
const state: Partial<Record<RemoteName, Remote>> = {};

/** localStorage key of the development-only override (remote name → manifest URL). Ignored in production. */
export const REMOTE_OVERRIDES_KEY = 'portal:remote-overrides';
/** localStorage key of this browser's canary bucket seed (random, nothing personal): before sign-in, no store is known. */
export const BROWSER_SEED_KEY = 'portal:release-seed';

/** Development builds only (rspack defines process.env.NODE_ENV; `npm start` and CI serve production builds). */
export const isDevelopmentBuild = (): boolean => process.env.NODE_ENV === 'development';

/**
 * Where each remote's code comes from: remotes.json, and nothing else in production. The page's URL
 * (query string, hash) is never read: a link must not be able to make the portal load foreign code.
 * A development build also applies an explicit override stored under REMOTE_OVERRIDES_KEY.
 */
export function resolveRegistry(remotesJson: unknown, { development, override }: { development: boolean; override: string | null }): RemoteRegistry {
  const entries = (json: unknown) => (typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {});
  let overrides: Record<string, unknown> = {};
  try {
    if (development && override) overrides = entries(JSON.parse(override));
  } catch {
    // A malformed override: remotes.json alone.
  }
  const known = REMOTE_NAMES.map((name) => [name, releasesOf(overrides[name]) ?? releasesOf(entries(remotesJson)[name])] as const);
  return Object.fromEntries(known.filter(([, releases]) => releases));
}

function stored(key: string, orElse?: () => string): string | null {
  try {
    if (orElse && !window.localStorage.getItem(key)) window.localStorage.setItem(key, orElse());
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
export function releaseOf(name: RemoteName): { release: string; url: string } | undefined {
  const remote = state[name];
  const url = remote?.chain[remote.at];
  return url ? { release: releaseName(url), url } : undefined;
}

/** Registers the release a remote runs now: afresh, or (`fresh` false) only when the runtime has another (the entry's preload). */
function use(name: RemoteName, remote: Remote, fresh = true): void {
  state[name] = remote;
  const entry = remote.chain[remote.at]!;
  if (fresh || !getInstance()?.options.remotes.some((known) => known.name === name && 'entry' in known && known.entry === entry)) {
    registerRemotes([{ name, entry }], { force: true });
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Moves a remote that failed (a load, or its page throwing while it mounts) to its next release for the rest of this
 * visit — canary → stable → fallback — and reports it. False when there is nothing to fall back to.
 */
export function fallBack(name: RemoteName, error: unknown): boolean {
  const remote = state[name];
  if (!remote || remote.at + 1 >= remote.chain.length) return false;
  const from = releaseOf(name)!.release;
  // The failed release's chunks stay registered under its container's chunk global (`rspackChunk<uniqueName>`, the
  // same name in every release): the next release's runtime would take them for its own. It starts afresh.
  delete (globalThis as Record<string, unknown>)[`rspackChunk${name}`];
  use(name, { ...remote, at: remote.at + 1, settled: true });
  report({ type: 'fallback', remote: name, release: from, to: releaseOf(name)!.release, message: messageOf(error) });
  return true;
}

const remoteOfId = (id: string) => id.split('/')[0] as RemoteName;

/**
 * The releases on Module Federation's own runtime: the first request of a remote settles its canary for the store
 * signed in by then; a load that fails is served from the next release within the same loadRemote call; every
 * load and failure is reported (telemetry/).
 */
const releasesPlugin: ModuleFederationRuntimePlugin = {
  name: 'portal-releases',
  beforeRequest(args) {
    const name = remoteOfId(args.id);
    const remote = state[name];
    if (remote && !remote.settled) {
      const chain = releaseChain(name, remote.releases, who());
      if (chain[0] === remote.chain[0]) remote.settled = true;
      else use(name, { ...remote, chain, at: 0, settled: true });
    }
    return args;
  },
  async errorLoadRemote({ id, error, lifecycle, origin }) {
    if (lifecycle !== 'onLoad') return undefined;
    const name = remoteOfId(id);
    report({ type: 'load-error', remote: name, release: releaseOf(name)?.release, message: messageOf(error) });
    return fallBack(name, error) ? origin.loadRemote(id) : undefined;
  },
  async afterLoadRemote({ id, error }) {
    if (error) return;
    retried.delete(remoteOfId(id));
    report({ type: 'load', remote: remoteOfId(id), release: releaseOf(remoteOfId(id))?.release, once: true });
  },
  createScript({ url, remoteInfo }) {
    // 'Tentar novamente' after the page's own preload of this entry failed (its answer names it: serve/pagePreloads.ts):
    // the browser would hand the failed preload to the new script instead of asking again. The retry asks under a
    // fresh address (the same file: the query is ignored by every server). Chunks carry their hash and are not preloaded so.
    if (!remoteInfo || !retried.has(remoteInfo.name as RemoteName) || CONTENT_HASHED_SCRIPT.test(url.split('?')[0]!)) return undefined;
    const script = document.createElement('script');
    script.src = `${url}${url.includes('?') ? '&' : '?'}tentativa=${Date.now().toString(36)}`;
    return script;
  },
};

/** The remotes whose page a merchant asked to load again ('Tentar novamente') and that have not loaded since. */
const retried = new Set<RemoteName>();
/** A content-hashed file name (createAppConfig.ts names chunks so); a remote's entry has none. */
const CONTENT_HASHED_SCRIPT = /[./][0-9a-f]{8,}\.js$/i;

/**
 * Reads remotes.json beside the host (no cache) and registers the remotes it names: all of them at start, or `only`
 * one again ('Tentar novamente' on a failed remote follows an edited remotes.json without a reload).
 */
export async function loadRegistry(url = 'remotes.json', development = isDevelopmentBuild(), only?: RemoteName): Promise<RemoteRegistry> {
  const address = new URL(`/${url.replace(/^\//, '')}`, new URL(url, document.baseURI || window.location.href).origin);
  const override = development ? stored(REMOTE_OVERRIDES_KEY) : null;
  const next = resolveRegistry(JSON.parse(await askOnce(address.href)), { development, override });
  if (override) console.warn('[portal] remotes overridden in this development build:', next);
  if (!only) registerPlugins([releasesPlugin]);
  for (const [name, releases] of Object.entries(next) as [RemoteName, RemoteReleases][]) {
    if (!only || only === name) use(name, { releases, chain: releaseChain(name, releases, who()), at: 0, settled: false }, Boolean(only));
  }
  return next;
}

/** 'Tentar novamente': reads remotes.json again for this remote and registers it afresh (a failed load is not kept). */
export async function resetRemote(name: RemoteName): Promise<void> {
  retried.add(name);
  await loadRegistry('remotes.json', isDevelopmentBuild(), name).catch(() => {
    const remote = state[name];
    if (remote) use(name, remote);
  });
}

/** Loads one exposed page of a remote as a component. */
export async function loadRemoteComponent<P = object>(name: RemoteName, module: string): Promise<{ default: ComponentType<P> }> {
  if (!state[name]) throw new Error(`Remote ${name} is not in remotes.json`);
  const loaded = await loadRemote<{ default: ComponentType<P> } | ComponentType<P>>(`${name}/${module}`);
  if (!loaded) throw new Error(`Remote module ${name}/${module} was empty`);
  return typeof loaded === 'function' ? { default: loaded } : loaded;
}
