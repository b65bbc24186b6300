// npm start: install, build every app for production, start the sandbox API and serve the portal.
// `npm start -- --no-build` serves the builds already in each app's dist/ (no install, no build).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APP_DIRS, buildAll, DEMO_ACCOUNTS, install, repo } from 'tooling/scripts/lib.mjs';
import { supervise, whenHealthy } from './supervise.mjs';

const PORT_BASE = Number(process.env.PORTAL_PORT_BASE || 3000);
const SANDBOX_PORT = PORT_BASE + 1000;
const noBuild = process.argv.includes('--no-build');

if (noBuild) {
  const missing = APP_DIRS.filter((dir) => !existsSync(path.join(repo, dir, 'dist')));
  if (missing.length) {
    process.stderr.write(`✗ --no-build: no build in ${missing.join(', ')} (run npm run build, or npm start without --no-build).\n`);
    process.exit(1);
  }
} else {
  process.stdout.write('▸ Installing dependencies (pnpm through npx)…\n');
  install();
  // `npm start` is the demo: a remote's own page offers the sandbox's demo accounts (a release does not).
  process.env.PORTAL_DEMO ??= '1';
  process.stdout.write('▸ Building the host and the four remotes for production…\n');
  await buildAll();
}

const apiTarget = process.env.API_TARGET;
const servers = [];
const stop = (code = 0) => {
  for (const server of servers) server.stop();
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

// Each server is restarted if it crashes or stops answering its /healthz, alone: the sandbox going down leaves the
// portal's pages served (the screens say their data is stale) and comes back with its seed data. One that cannot
// start fails npm start.
const healthz = (port) => `http://127.0.0.1:${port}/healthz`;
if (!apiTarget) {
  process.stdout.write(`▸ Starting the sandbox API on http://localhost:${SANDBOX_PORT}…\n`);
  servers.push(supervise('Sandbox API', 'sandbox/src/main.ts', { onGiveUp: stop, healthUrl: healthz(SANDBOX_PORT) }));
} else {
  process.stdout.write(`▸ Using the API at ${apiTarget} (API_TARGET)\n`);
}
// One process serves the host, the four remotes and the integrator page: the host's /healthz says it answers.
servers.push(supervise('Static servers', 'serve/main.ts', { onGiveUp: stop, healthUrl: healthz(PORT_BASE) }));

// The URLs are printed once every server says it is ready (/healthz 200: listening, with its build or its data): the
// host, the four remotes, the integrator page and the sandbox.
const ports = [PORT_BASE, PORT_BASE + 1, PORT_BASE + 2, PORT_BASE + 3, PORT_BASE + 4, PORT_BASE + 5, ...(apiTarget ? [] : [SANDBOX_PORT])];
if (!(await whenHealthy(ports.map(healthz)))) {
  process.stderr.write(`✗ The servers did not answer ${ports.map(healthz).join(', ')} within 2 minutes.\n`);
  stop(1);
}
// Another backend is not ours to start; say so when it does not answer its /healthz (docs/deployment.md).
if (apiTarget && !(await whenHealthy([`${apiTarget.replace(/\/+$/, '')}/healthz`], 10_000))) {
  process.stderr.write(`⚠ ${apiTarget}/healthz does not answer 200: the portal is served, but its calls to the API may fail.\n`);
}
process.stdout.write(`\n  Portal do Comerciante: http://localhost:${PORT_BASE}\n`);
process.stdout.write(`  Exemplo de integração (remotes embutidos com mount()): http://localhost:${PORT_BASE + 5}\n\n`);
if (!apiTarget) {
  process.stdout.write('  Contas de demonstração (senha Senha@123):\n');
  for (const [email, what] of DEMO_ACCOUNTS) process.stdout.write(`    ${email.padEnd(28)} ${what}\n`);
}
process.stdout.write('\n  Ctrl+C para parar.\n');
