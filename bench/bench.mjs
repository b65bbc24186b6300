// pnpm bench: production builds (federated and the single-bundle baseline), the sandbox with the bench
// store, Debian's Chromium driven by Playwright; prints the table of medians and writes
// tooling/bench/results/latest.json, which tooling/bench/budgets.test.ts checks (docs/performance.md).
//
// The bench runs on its own ports: PORTAL_PORT_BASE=7000 unless set (host 7000, remotes 7001–7004,
// baseline 7009, sandbox 8000), so it never collides with `npm start` or an e2e run.
// Options: --runs N (default 5, at least 5 for a results file), --no-build (reuse .bench/dist),
// --out FILE (default tooling/bench/results/latest.json).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repo } from './lib.mjs';

const env = { ...process.env, PORTAL_PORT_BASE: process.env.PORTAL_PORT_BASE || '7000' };
const result = spawnSync(path.join(repo, 'node_modules/.bin/tsx'), ['tooling/bench/run.ts', ...process.argv.slice(2)], {
  cwd: repo,
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
