import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** Where a remote's versioned builds go, beside its dist/ (git-ignored by the `dist-*` rule). */
export const RELEASES_DIR = 'dist-versions';
/** Older version folders beyond this many are removed, so repeated builds don't fill the disk. */
export const KEPT_RELEASES = 5;

export interface ReleaseInfo {
  /** Workspace package (folder) name. */
  package: string;
  /** Module Federation container name. */
  federationName: string;
  /** `<package version>-<build hash>`: the same sources give the same folder. */
  version: string;
  /** Version of the exposed-modules list (module-federation.config.ts). */
  exposesVersion: string;
  exposes: string[];
  builtAt: string;
}

export function releaseVersion(packageVersion: string, buildHash: string): string {
  return `${packageVersion}-${buildHash.slice(0, 8)}`;
}

/** Removes all but the newest `keep` version folders. */
export function pruneReleases(releasesDir: string, keep = KEPT_RELEASES): string[] {
  if (!existsSync(releasesDir)) return [];
  const folders = readdirSync(releasesDir)
    .map((name) => ({ name, time: statSync(path.join(releasesDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  const removed = folders.slice(keep).map((f) => f.name);
  for (const name of removed) rmSync(path.join(releasesDir, name), { recursive: true, force: true });
  return removed;
}

/**
 * After a production build of a remote: writes release.json into dist/ and copies dist/ to
 * dist-versions/<version>/, a self-contained folder to publish under any path of any static host or CDN
 * (chunks load relative to the manifest: publicPath 'auto'). remotes.json then points at its manifest.
 */
export class ReleaseFolderPlugin implements RspackPluginInstance {
  constructor(private readonly info: Omit<ReleaseInfo, 'version' | 'builtAt'> & { appDir: string; packageVersion: string }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('ReleaseFolderPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const outputDir = compiler.options.output.path;
      if (!outputDir || !stats.compilation.hash) return;
      const { appDir, packageVersion, ...rest } = this.info;
      const release: ReleaseInfo = { ...rest, version: releaseVersion(packageVersion, stats.compilation.hash), builtAt: new Date().toISOString() };
      writeFileSync(path.join(outputDir, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
      const releasesDir = path.join(appDir, RELEASES_DIR);
      const target = path.join(releasesDir, release.version);
      rmSync(target, { recursive: true, force: true });
      mkdirSync(releasesDir, { recursive: true });
      cpSync(outputDir, target, { recursive: true });
      pruneReleases(releasesDir);
    });
  }
}
