// npm test: type-check, unit and component tests of every package, then the e2e suite in Chromium
// against the production builds on the sandbox API.
import { existsSync } from 'node:fs';
import { buildAll, install, run, repo } from './lib.mjs';

const PACKAGES = ['shared', 'host', 'remote-auth', 'remote-delivery', 'remote-operations', 'remote-account', 'sandbox', 'tooling', 'e2e'];
const skipE2E = process.argv.includes('--no-e2e');

process.stdout.write('▸ Installing dependencies…\n');
install();

process.stdout.write('▸ Type-checking every package…\n');
for (const pkg of PACKAGES) {
  if (existsSync(`${repo}/${pkg}/tsconfig.json`)) run('node_modules/.bin/tsc', ['--noEmit', '-p', pkg]);
}

process.stdout.write('▸ Unit and component tests (jest)…\n');
run('node_modules/.bin/jest', ['--ci', ...(process.env.CI ? ['--maxWorkers=2'] : [])]);

if (!skipE2E) {
  process.stdout.write('▸ Production builds for the e2e suite…\n');
  await buildAll();
  process.stdout.write('▸ End-to-end journeys (Playwright, Chromium)…\n');
  run('node_modules/.bin/playwright', ['test', '-c', 'e2e/playwright.config.ts']);
}
