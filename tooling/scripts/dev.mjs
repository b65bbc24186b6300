// npm run dev: the whole portal in development mode: the sandbox API and an rspack dev server for the
// host and each remote, on the same ports as `npm start` (PORTAL_PORT_BASE shifts them).
import { APP_DIRS, DEMO_ACCOUNTS, devServer, portBase, sandboxPort, startSandboxIfNeeded, stopTogether, whenListening } from './lib.mjs';

const only = process.argv.slice(2);
const dirs = only.length ? APP_DIRS.filter((d) => only.includes(d)) : APP_DIRS;

const sandbox = await startSandboxIfNeeded();
const servers = dirs.map((dir) => devServer(dir));
stopTogether([sandbox, ...servers]);

// The URLs are printed when the dev servers listen (they compile first), not after a fixed delay.
const ports = [...dirs.map((dir) => portBase() + APP_DIRS.indexOf(dir)), ...(process.env.API_TARGET ? [] : [sandboxPort()])];
if (await whenListening(ports, 300_000)) {
  process.stdout.write(`\n  Portal do Comerciante (desenvolvimento, React Fast Refresh): http://localhost:${portBase()}\n`);
  process.stdout.write('  Contas de demonstração (senha Senha@123):\n');
  for (const [email, what] of DEMO_ACCOUNTS) process.stdout.write(`    ${email.padEnd(28)} ${what}\n`);
  process.stdout.write('\n  Ctrl+C para parar.\n');
} else {
  process.stderr.write(`✗ The dev servers did not listen on ports ${ports.join(', ')} within 5 minutes.\n`);
}
