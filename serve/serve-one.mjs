// pnpm --filter remote-X serve: one app's production build (its dist/, build it first) served alone the
// way a CDN would (staticApp.ts), with the sandbox API; a remote shows its own shell.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APP_DIRS, background, repo, startSandboxIfNeeded, stopTogether } from 'tooling/scripts/lib.mjs';

const dir = process.argv[2];
if (!APP_DIRS.includes(dir)) {
  process.stderr.write(`usage: node serve/serve-one.mjs <${APP_DIRS.join('|')}>\n`);
  process.exit(2);
}
if (!existsSync(path.join(repo, dir, 'dist', 'index.html'))) {
  process.stderr.write(`✗ ${dir}/dist não existe: rode antes npm run pnpm -- --filter ${dir} build\n`);
  process.exit(1);
}
const sandbox = await startSandboxIfNeeded();
const server = background('node_modules/.bin/tsx', ['serve/main.ts'], { env: { SERVE_ONLY: dir } });
stopTogether([sandbox, server]);
