// pnpm --filter remote-X dev: one app alone, in development mode: the sandbox API (unless API_TARGET
// or one is already running) and the app's rspack dev server. A remote's page is its own minimal shell
// (providers, a router, links to its pages, one-click sign-in with a demo account): no host needed.
import { APP_DIRS, DEMO_ACCOUNTS, devServer, portBase, startSandboxIfNeeded, stopTogether } from './lib.mjs';

const dir = process.argv[2];
const index = APP_DIRS.indexOf(dir);
if (index < 0) {
  process.stderr.write(`usage: node tooling/scripts/dev-one.mjs <${APP_DIRS.join('|')}>\n`);
  process.exit(2);
}

const sandbox = await startSandboxIfNeeded();
const server = devServer(dir);
stopTogether([sandbox, server]);

setTimeout(() => {
  process.stdout.write(`\n  ${dir} sozinho: http://localhost:${portBase() + index}\n`);
  if (dir !== 'host') process.stdout.write('  Use "Entrar com conta demo" no topo da página (senha Senha@123):\n');
  for (const [email, what] of DEMO_ACCOUNTS) process.stdout.write(`    ${email.padEnd(28)} ${what}\n`);
  process.stdout.write('\n  Ctrl+C para parar.\n');
}, 3000);
