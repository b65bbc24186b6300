// npm start: install, build every app for production, start the sandbox API and serve the portal.
import { background, buildAll, DEMO_ACCOUNTS, install, whenListening } from './lib.mjs';

const PORT_BASE = Number(process.env.PORTAL_PORT_BASE || 3000);
const SANDBOX_PORT = PORT_BASE + 1000;

process.stdout.write('▸ Installing dependencies (pnpm through npx)…\n');
install();
// `npm start` is the demo: a remote's own page offers the sandbox's demo accounts (a release does not).
process.env.PORTAL_DEMO ??= '1';
process.stdout.write('▸ Building the host and the four remotes for production…\n');
await buildAll();

const apiTarget = process.env.API_TARGET;
const children = [];
if (!apiTarget) {
  process.stdout.write(`▸ Starting the sandbox API on http://localhost:${SANDBOX_PORT}…\n`);
  children.push(background('node_modules/.bin/tsx', ['sandbox/src/main.ts']));
} else {
  process.stdout.write(`▸ Using the API at ${apiTarget} (API_TARGET)\n`);
}
children.push(background('node_modules/.bin/tsx', ['tooling/serve/main.ts']));

const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
// A server that dies (a port in use, say) stops the others and fails npm start.
for (const child of children) child.on('exit', (code) => code && stop(code));

// The URLs are printed when the servers listen: the host, the four remotes, the integrator page and the sandbox.
const ports = [PORT_BASE, PORT_BASE + 1, PORT_BASE + 2, PORT_BASE + 3, PORT_BASE + 4, PORT_BASE + 5, ...(apiTarget ? [] : [SANDBOX_PORT])];
if (!(await whenListening(ports))) {
  process.stderr.write(`✗ The servers did not start listening on ports ${ports.join(', ')} within 2 minutes.\n`);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
}
process.stdout.write(`\n  Portal do Comerciante: http://localhost:${PORT_BASE}\n`);
process.stdout.write(`  Exemplo de integração (remotes embutidos com mount()): http://localhost:${PORT_BASE + 5}\n\n`);
if (!apiTarget) {
  process.stdout.write('  Contas de demonstração (senha Senha@123):\n');
  for (const [email, what] of DEMO_ACCOUNTS) process.stdout.write(`    ${email.padEnd(28)} ${what}\n`);
}
process.stdout.write('\n  Ctrl+C para parar.\n');

