import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Everything that holds state is a singleton shared by the host and every remote
 * (ARCHITECTURE.md, property 2). The versions come from the installed packages so that a remote
 * built against a newer minor still negotiates with an older host (warning, not a crash).
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
  'jotai',
  'jotai/vanilla',
  'jotai/react',
  'antd',
  'dayjs',
  'axios',
];

/** The workspace's own package: one session store, one HTTP client, one UI kit. */
export const WORKSPACE_SINGLETONS = ['shared', 'shared/ui', 'shared/masks'];

export function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const root = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  const manifest = require.resolve(`${root}/package.json`, { paths: [appDir, path.join(appDir, '../shared')] });
  return JSON.parse(readFileSync(manifest, 'utf8')).version as string;
}

export interface SharedDependency {
  singleton: true;
  /** The version this app was built with: what it offers to the share scope. */
  version: string;
  /**
   * `^<built version>`: a host (or remote) with an older minor still satisfies the major, and the
   * runtime's check then warns ("does not satisfy the requirement") instead of failing, because
   * strictVersion is false. The singleton already loaded by the host is the one used.
   */
  requiredVersion: string;
  strictVersion: false;
}

/**
 * The share config of every app. `resolveVersion` is the installed version by default; a test passes
 * another one to build the config of a remote built against a newer minor.
 */
export function sharedDependencies(
  appDir: string,
  resolveVersion: (pkg: string) => string = (pkg) => installedVersion(appDir, pkg),
): Record<string, SharedDependency> {
  const shared: Record<string, SharedDependency> = {};
  for (const dep of SINGLETONS) {
    const version = resolveVersion(dep);
    shared[dep] = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
  }
  const sharedVersion = JSON.parse(readFileSync(path.join(appDir, '../shared/package.json'), 'utf8')).version as string;
  for (const dep of WORKSPACE_SINGLETONS) {
    shared[dep] = { singleton: true, version: sharedVersion, requiredVersion: `^${sharedVersion}`, strictVersion: false };
  }
  return shared;
}
