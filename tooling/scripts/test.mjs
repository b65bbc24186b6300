// npm test: type-check, unit and component tests, then the Chromium e2e suite on the production builds and sandbox API.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { buildAll, inSequence, install, PACKAGES, run, repo } from './lib.mjs';

const skipE2E = process.argv.includes('--no-e2e');
const started = Date.now();
/** Each step says how long the run has taken so far, so a slow CI run shows where its time went. */
const step = (text) => process.stdout.write(`▸ [${Math.round((Date.now() - started) / 1000)} s] ${text}\n`);

step('Installing dependencies…');
install();

step('Linting every package (Biome, zero warnings)…');
run('node_modules/.bin/biome', ['ci', '--error-on-warnings', '.']);

// The type-check (one tsc at a time) and the production builds for the e2e suite run side by side: each alone leaves a
// core of the 2-core runner idle part of the time.
step(skipE2E ? 'Type-checking every package…' : 'Type-checking every package, and the production builds for the e2e suite beside it…');
const typeCheck = inSequence([
  // The remotes' published types first: the host's type-check reads them (tooling/types/remoteTypes.ts).
  ['node_modules/.bin/tsx', ['tooling/types/emit-all.ts']],
  ...PACKAGES.filter((pkg) => existsSync(`${repo}/${pkg}/tsconfig.json`)).map((pkg) => ['node_modules/.bin/tsc', ['--noEmit', '-p', pkg]]),
]);
if (!skipE2E) {
  // Demo builds (the standalone journeys sign in with a demo account); `npm run build` makes releases.
  process.env.PORTAL_DEMO ??= '1';
  await buildAll();
}
const typeError = await typeCheck;
if (typeError) {
  process.stdout.write(typeError.output);
  process.stderr.write(`\n✗ ${typeError.command} failed (exit ${typeError.code})\n`);
  process.exit(typeError.code ?? 1);
}
step('Types checked.');

step('Unit and component tests (jest)…');
// One worker more than the cores (jest's default: one less): tests wait too (a child server starting, a debounce, msw's
// answer) and the extra worker fills the waits. 2 cores: 169 → 149 s, same CPU (docs/performance.md, 'Eighth round').
run('node_modules/.bin/jest', ['--ci', `--maxWorkers=${availableParallelism() + 1}`]);

if (!skipE2E) {
  step('End-to-end journeys (Playwright, Chromium)…');
  run('node_modules/.bin/playwright', ['test', '-c', 'e2e/playwright.config.ts']);
}
step('All tests passed.');
