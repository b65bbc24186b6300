// npm run typecheck: one task over every package of the workspace (tsc --noEmit with each package's
// tsconfig), so a type error anywhere is found before the tests run. Exits non-zero on the first failure.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PACKAGES, repo, run } from './lib.mjs';

if (process.argv[2] !== 'typecheck') {
  process.stderr.write('usage: node tooling/scripts/run-all.mjs <typecheck>\n');
  process.exit(2);
}
// The remotes' published types first: the host's type-check reads them (tooling/types/remoteTypes.ts).
run(path.join(repo, 'node_modules/.bin/tsx'), ['tooling/types/emit-all.ts']);
for (const pkg of PACKAGES) {
  if (!existsSync(path.join(repo, pkg, 'tsconfig.json'))) continue;
  const started = Date.now();
  run(path.join(repo, 'node_modules/.bin/tsc'), ['--noEmit', '-p', pkg]);
  process.stdout.write(`  typecheck ${pkg.padEnd(18)} ✓ ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
