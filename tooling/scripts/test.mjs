// npm test: type-check, unit and component tests of every package, then the e2e suite in Chromium
// against the production builds on the sandbox API.
import { existsSync } from 'node:fs';
import { buildAll, install, PACKAGES, run, repo } from './lib.mjs';

const skipE2E = process.argv.includes('--no-e2e');
const started = Date.now();
/** Each step says how long the run has taken so far, so a slow CI run shows where its time went. */
const step = (text) => process.stdout.write(`▸ [${Math.round((Date.now() - started) / 1000)} s] ${text}\n`);

step('Installing dependencies…');
install();

step('Linting every package (Biome, zero warnings)…');
run('node_modules/.bin/biome', ['ci', '--error-on-warnings', '.']);

step('Type-checking every package…');
// The remotes' published types first: the host's type-check reads them (tooling/types/remoteTypes.ts).
run('node_modules/.bin/tsx', ['tooling/types/emit-all.ts']);
for (const pkg of PACKAGES) {
  if (existsSync(`${repo}/${pkg}/tsconfig.json`)) run('node_modules/.bin/tsc', ['--noEmit', '-p', pkg]);
}

step('Unit and component tests (jest)…');
run('node_modules/.bin/jest', ['--ci', ...(process.env.CI ? ['--maxWorkers=2'] : [])]);

if (!skipE2E) {
  step('Production builds for the e2e suite…');
  // Demo builds (the standalone journeys sign in with a demo account); `npm run build` makes releases.
  process.env.PORTAL_DEMO ??= '1';
  await buildAll();
  step('End-to-end journeys (Playwright, Chromium)…');
  run('node_modules/.bin/playwright', ['test', '-c', 'e2e/playwright.config.ts']);
}
step('All tests passed.');
