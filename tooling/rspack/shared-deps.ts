import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Everything that holds state is a singleton shared by the host and every remote
 * (ARCHITECTURE.md, property 2). The versions come from the installed packages so that a remote
 * built against a newer minor still negotiates with an older host (warning, not a crash).
 */
const SINGLETONS = [
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
const WORKSPACE_SINGLETONS = ['shared', 'shared/ui', 'shared/masks'];

function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  const root = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  const manifest = require.resolve(`${root}/package.json`, { paths: [appDir, path.join(appDir, '../shared')] });
  return JSON.parse(readFileSync(manifest, 'utf8')).version as string;
}

export function sharedDependencies(appDir: string) {
  const shared: Record<string, { singleton: true; requiredVersion: string; version?: string; strictVersion: false }> = {};
  for (const dep of SINGLETONS) {
    const version = installedVersion(appDir, dep);
    const [major] = version.split('.');
    shared[dep] = { singleton: true, requiredVersion: `^${major}.0.0`, version, strictVersion: false };
  }
  const sharedVersion = JSON.parse(readFileSync(path.join(appDir, '../shared/package.json'), 'utf8')).version as string;
  for (const dep of WORKSPACE_SINGLETONS) {
    shared[dep] = { singleton: true, version: sharedVersion, requiredVersion: `^${sharedVersion.split('.')[0]}.0.0`, strictVersion: false };
  }
  return shared;
}
