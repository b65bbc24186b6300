/** Writes every remote's @mf-types folder: `npm run typecheck` and `npm test` run it before the host's type-check reads them. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../rspack/apps';
import { emitRemoteTypes } from './remoteTypes';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

for (const remote of REMOTES) {
  const started = Date.now();
  const appDir = path.join(repo, remote.dir);
  const { default: config } = (await import(path.join(appDir, 'module-federation.config.ts'))) as {
    default: { name: string; exposes: Record<string, string> };
  };
  const written = emitRemoteTypes({ repo, appDir, federationName: config.name, exposes: config.exposes });
  process.stdout.write(`  types ${remote.dir.padEnd(18)} ✓ ${written.length} modules, ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
