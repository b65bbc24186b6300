import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Module, RspackPluginInstance } from '@rspack/core';
import { gitState, typesHash, type ReleaseInfo } from 'release/releaseInfo';

export const releaseVersion = (packageVersion: string, buildHash: string) => `${packageVersion}-${buildHash.slice(0, 8)}`;

/** Removes all but the newest `keep` version folders, so repeated builds don't fill the disk. */
export function pruneReleases(releasesDir: string, keep = 5): string[] {
  if (!existsSync(releasesDir)) return [];
  const removed = readdirSync(releasesDir)
    .map((name) => ({ name, time: statSync(path.join(releasesDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
    .slice(keep)
    .map((f) => f.name);
  for (const name of removed) rmSync(path.join(releasesDir, name), { recursive: true, force: true });
  return removed;
}

type Options = Pick<ReleaseInfo, 'package' | 'federationName' | 'exposesVersion' | 'exposes' | 'loads'> & {
  appDir: string;
  packageVersion: string;
  /** Copy dist/ to dist-versions/<version>/ (a remote's release); false: release.json only (the host, the e2e's variants). */
  copy: boolean;
};

/**
 * After a production build: writes release.json into dist/ (for `npm run release:check` and a human) and, for a remote,
 * copies dist/ without source maps (PORTAL_RELEASE_SOURCE_MAPS=1 keeps them) to dist-versions/<version>/, a folder to
 * publish under any path of any static host or CDN (publicPath 'auto').
 */
export class ReleaseFolderPlugin implements RspackPluginInstance {
  constructor(readonly options: Options) {}

  apply(compiler: Compiler): void {
    const sharedNames = new Set<string>();
    let sharedExports: string[] = [];
    compiler.hooks.thisCompilation.tap('ReleaseFolderPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ReleaseFolderPlugin', (modules) => {
        for (const module of modules as Iterable<Module>) {
          const resource = 'resource' in module && typeof module.resource === 'string' ? module.resource : '';
          if (!resource || resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          for (const dependency of module.dependencies) if (dependency.request === 'shared' && dependency.ids?.[0]) sharedNames.add(dependency.ids[0]);
        }
      });
      compilation.hooks.afterSeal.tap('ReleaseFolderPlugin', () => {
        const index = [...compilation.modules].find((m) => 'resource' in m && m.resource === path.resolve(this.options.appDir, '../shared/src/index.ts'));
        const provided = index ? compilation.moduleGraph.getProvidedExports(index) : null;
        sharedExports = Array.isArray(provided) ? [...provided].sort() : [];
      });
    });
    compiler.hooks.done.tap('ReleaseFolderPlugin', (stats) => {
      const outputDir = compiler.options.output.path;
      if (stats.hasErrors() || !outputDir || !stats.compilation.hash) return;
      const { appDir, packageVersion, copy, loads, ...rest } = this.options;
      const manifestFile = path.join(outputDir, 'mf-manifest.json');
      const manifest = existsSync(manifestFile)
        ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared?: { name: string; requiredVersion?: string }[] })
        : {};
      const release: ReleaseInfo = {
        ...rest,
        version: releaseVersion(packageVersion, stats.compilation.hash),
        builtAt: new Date().toISOString(),
        git: gitState(appDir),
        requires: { shared: Object.fromEntries((manifest.shared ?? []).map((s) => [s.name, s.requiredVersion ?? '*'])), sharedNames: [...sharedNames].sort() },
        types: Object.fromEntries(
          rest.exposes.map((name) => [name, typesHash(path.join(outputDir, '@mf-types', rest.federationName, `${name.replace(/^\.\//, '')}.d.ts`))]),
        ),
        ...(loads ? { loads, sharedExports } : {}),
      };
      writeFileSync(path.join(outputDir, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
      if (!copy) return;
      // Beside dist/, git-ignored by the `dist-*` rule.
      const releasesDir = path.join(appDir, 'dist-versions');
      const target = path.join(releasesDir, release.version);
      rmSync(target, { recursive: true, force: true });
      mkdirSync(releasesDir, { recursive: true });
      const maps = process.env.PORTAL_RELEASE_SOURCE_MAPS === '1';
      cpSync(outputDir, target, { recursive: true, filter: (file) => maps || !file.endsWith('.map') });
      pruneReleases(releasesDir);
      console.log(
        `${rest.package}: release ${release.version}${release.git.dirty ? ' (uncommitted changes)' : ''} → ${path.relative(process.cwd(), target) || target}`,
      );
    });
  }
}
