import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A release's release.json, written beside its manifest by every production build (tooling/rspack/releaseFolder.ts) and
 * read by `npm run release:check` and a human (docs/deployment.md, "A remote team's runbook").
 */
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
  /** The commit built, and whether files of the build had uncommitted changes. */
  git: { commit: string | null; dirty: boolean };
  /** What the page must provide: each shared singleton's range (the manifest's), and the names of `shared` the code imports. */
  requires: { shared: Record<string, string>; sharedNames: string[] };
  /** Each exposed module's published types, hashed (`@mf-types/<container>/<Module>.d.ts` and the declarations it re-exports). */
  types: Record<string, string>;
  /** The host's build only: the remote modules it routes to or mounts, and the names its `shared` exports. */
  loads?: string[];
  sharedExports?: string[];
}

/** The commit of the workspace and whether the app, `shared`, the build tooling or the lockfile have uncommitted changes. */
export function gitState(appDir: string): ReleaseInfo['git'] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: appDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const dirty = git('status', '--porcelain', '--', '.', '../shared', '../tooling/rspack', '../pnpm-lock.yaml') !== '';
    return { commit: git('rev-parse', 'HEAD'), dirty };
  } catch {
    return { commit: null, dirty: true };
  }
}

/** The hash of a declaration file and of those it re-exports (`export … from './x'`), in that order. */
export function typesHash(entry: string): string {
  const hash = createHash('sha256');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    hash.update(text);
    for (const [, target] of text.matchAll(/^export\b[^;]*?\bfrom\s+['"](\.[^'"]+)['"]/gm)) {
      const base = path.resolve(path.dirname(file), target!);
      visit([`${base}.d.ts`, path.join(base, 'index.d.ts')].find(existsSync) ?? `${base}.d.ts`);
    }
  };
  visit(entry);
  return hash.digest('hex').slice(0, 16);
}
