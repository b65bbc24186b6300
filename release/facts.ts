import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PortalFacts, ReleaseFacts } from './check';

const isUrl = (where: string) => /^https?:\/\//.test(where);

/** A file beside a release's manifest (a folder, or the manifest's URL), or null when it is not there. */
async function besideManifest(where: string, file: string): Promise<string | null> {
  if (isUrl(where)) {
    const response = await fetch(new URL(file, where), { cache: 'no-store' }).catch(() => null);
    return response?.ok ? response.text() : null;
  }
  const folder = existsSync(where) && statSync(where).isDirectory() ? where : path.dirname(where);
  const target = path.join(folder, file);
  return existsSync(target) ? readFileSync(target, 'utf8') : null;
}

/** A release's release.json (folder or manifest URL). Throws a sentence saying what to do when it is missing or too old. */
export async function releaseFacts(where: string): Promise<ReleaseFacts> {
  const text = await besideManifest(where, 'release.json');
  if (text === null) throw new Error(`No release.json beside ${where}: name a release folder (remote-X/dist-versions/<version>/) or its mf-manifest.json URL.`);
  const release = JSON.parse(text) as Partial<ReleaseFacts>;
  if (!release.requires || !release.types)
    throw new Error(
      `${where}'s release.json does not say what it requires: rebuild the release with the current tooling (npm run pnpm -- --filter remote-X build).`,
    );
  return release as ReleaseFacts;
}

async function json<T>(url: URL): Promise<T | null> {
  const response = await fetch(url, { cache: 'no-store' }).catch(() => null);
  if (!response?.ok) return null;
  return (await response.json().catch(() => null)) as T | null;
}

/** The stable release's manifest URL a remotes.json entry names (a plain URL, or `stable`). */
export function stableOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  const stable = entry && typeof entry === 'object' ? (entry as { stable?: unknown }).stable : undefined;
  return typeof stable === 'string' ? stable : undefined;
}

/** What the portal at `portal` provides: its host's manifest and release.json, and the remote's live release. */
export async function portalFacts(portal: string, remote: string): Promise<PortalFacts> {
  const manifest = await json<{ shared?: { name: string; version: string }[] }>(new URL('/mf-manifest.json', portal));
  if (!manifest?.shared) throw new Error(`${portal}/mf-manifest.json could not be read: is ${portal} the portal's address (where its index.html is served)?`);
  const host = (await json<{ loads?: string[]; sharedExports?: string[] }>(new URL('/release.json', portal))) ?? {};
  const remotes = (await json<Record<string, unknown>>(new URL('/remotes.json', portal))) ?? {};
  const stable = stableOf(remotes[remote]);
  const live = stable ? await releaseFacts(new URL(stable, portal).href).catch(() => undefined) : undefined;
  return {
    provides: Object.fromEntries(manifest.shared.map((s) => [s.name, s.version])),
    loads: host.loads ?? [],
    sharedExports: host.sharedExports ?? [],
    live,
  };
}
