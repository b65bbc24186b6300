import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '../routes/routeTable';

/** remotes.json: remote name → URL of its mf-manifest.json. Replaced at deploy time, never cached. */
export type RemoteRegistry = Partial<Record<RemoteName, string>>;

let registry: RemoteRegistry = {};

function isAllowedEntry(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reads remotes.json beside the host (no cache) and registers every remote it names. */
export async function loadRegistry(url = 'remotes.json'): Promise<RemoteRegistry> {
  const base = new URL(url, document.baseURI || window.location.href);
  const response = await fetch(new URL(`/${url.replace(/^\//, '')}`, base.origin), { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const json = (await response.json()) as Record<string, unknown>;
  const next: RemoteRegistry = {};
  for (const [name, entry] of Object.entries(json)) {
    if (isAllowedEntry(entry)) next[name as RemoteName] = new URL(entry, window.location.href).href;
  }
  registry = next;
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
