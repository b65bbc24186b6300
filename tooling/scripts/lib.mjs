// Helpers for the workspace's entry scripts. Plain JavaScript: they run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rootManifest = JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8'));

export const APP_DIRS = ['host', 'remote-auth', 'remote-delivery', 'remote-operations', 'remote-account'];
/** Every package with a tsconfig.json: `npm run typecheck` and `npm test` type-check each. */
export const PACKAGES = ['shared', ...APP_DIRS, 'sandbox', 'tooling', 'bench', 'serve', 'deploy', 'release', 'e2e', 'examples/integrator/typed'];

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repo, ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    process.stderr.write(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
}

/** The pnpm that package.json's "packageManager" names, through npx: no global install on a machine with only Node.js. */
export const pnpm = (args, options) => run('npx', ['-y', rootManifest.packageManager, ...args], options);

/**
 * The supported Node.js lines are package.json's "engines" (22 and 24 LTS). An older one gets a clear line and the way
 * out; the install still tries, so a machine that has only Node 20 is not stopped cold.
 */
export function install() {
  if (Number(process.versions.node.split('.')[0]) < 22) {
    process.stderr.write(
      `⚠ Node.js ${process.versions.node} is past its end of life; this project supports ${rootManifest.engines.node}.\n` +
        '  Use Node 22 (nvm install, which reads .nvmrc) or, with npm alone: npm install --prefix ~/.node22 node@22\n' +
        '  and put ~/.node22/node_modules/node/bin first on your PATH.\n',
    );
  }
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only'], { env: { npm_config_loglevel: 'error' } });
}

/**
 * Runs the commands one after the other in the background, their output kept: resolves with the first failure's
 * command and output (or null), for a step that runs beside another and reports when it is done.
 */
export function inSequence(commands) {
  return (async () => {
    for (const [command, args] of commands) {
      const { code, output } = await new Promise((resolve) => {
        const child = spawn(command, args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => (output += d));
        child.on('close', (code) => resolve({ code, output }));
      });
      if (code !== 0) return { command: `${command} ${args.join(' ')}`, code, output };
    }
    return null;
  })();
}

/** Runs a command in the background; returns the child so it can be stopped. */
export function background(command, args, options = {}) {
  return spawn(command, args, { stdio: 'inherit', cwd: repo, ...options, env: { ...process.env, ...options.env } });
}

/** The terminal colour codes in rspack's output (ESC [ … m). */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Builds every app for production, two at a time (this machine has 2 cores). */
export async function buildAll(dirs = APP_DIRS) {
  const started = Date.now();
  const queue = [...dirs];
  const failures = [];
  const worker = async () => {
    while (queue.length) {
      const dir = queue.shift();
      const code = await new Promise((resolve) => {
        const child = spawn(path.join(repo, 'node_modules/.bin/rspack'), ['build'], {
          cwd: path.join(repo, dir),
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, NODE_ENV: 'production' },
        });
        let output = '';
        for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => (output += d));
        child.on('close', (c) => {
          const lines = output.trim().split('\n');
          const line = lines.findLast((l) => /compiled|error/i.test(l)) ?? '';
          process.stdout.write(`  ${dir.padEnd(18)} ${c === 0 ? '✓' : '✗'} ${line.replace(ANSI_COLOUR, '')}\n`);
          // A remote's release folder (tooling/rspack/releaseFolder.ts): what its team publishes.
          const release = lines.find((l) => /: release .* → /.test(l));
          if (c === 0 && release) process.stdout.write(`  ${' '.repeat(18)}   ${release.trim()}\n`);
          if (c !== 0) process.stdout.write(output);
          resolve(c);
        });
      });
      if (code !== 0) failures.push(dir);
    }
  };
  await Promise.all([worker(), worker()]);
  process.stdout.write(`  built ${dirs.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  if (failures.length) {
    process.stderr.write(`✗ build failed: ${failures.join(', ')}\n`);
    process.exit(1);
  }
}

export const DEMO_ACCOUNTS = [
  ['loja@exemplo.com.br', 'loja pré-paga, saldo R$ 250,00, todas as funções'],
  ['frota@exemplo.com.br', 'loja com frota própria (FLEET), saldo baixo R$ 10,00'],
  ['franquia@exemplo.com.br', 'franquia com 3 lojas (a segunda pós-paga)'],
  ['pospago@exemplo.com.br', 'loja pós-paga com aprovação de pedidos'],
  ['semcriacao@exemplo.com.br', 'loja sem criação manual de entregas'],
];

/** The ports of this copy of the portal (PORTAL_PORT_BASE shifts them all, as tooling/rspack/apps.ts does). */
export const portBase = () => Number(process.env.PORTAL_PORT_BASE || 3000);
export const sandboxPort = () => portBase() + 1000;

/** Whether something answers on a local port already (a sandbox started by another command). */
function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves true once every port answers (checked every 200 ms), or false after `limitMs`. */
export async function whenListening(ports, limitMs = 120_000) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if ((await Promise.all(ports.map((port) => isListening(port)))).every(Boolean)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Starts the sandbox API unless API_TARGET names another backend or a sandbox already answers; returns the child, or null. */
export async function startSandboxIfNeeded() {
  if (process.env.API_TARGET) {
    process.stdout.write(`▸ API: ${process.env.API_TARGET} (API_TARGET)\n`);
    return null;
  }
  if (await isListening(sandboxPort())) {
    process.stdout.write(`▸ Sandbox API já está rodando em http://localhost:${sandboxPort()}\n`);
    return null;
  }
  process.stdout.write(`▸ Sandbox API em http://localhost:${sandboxPort()}\n`);
  return background('node_modules/.bin/tsx', ['sandbox/src/main.ts']);
}

/** Stops the children on Ctrl+C (or when one of them dies) and exits. */
export function stopTogether(children) {
  const alive = children.filter(Boolean);
  const stop = (code = 0) => {
    for (const child of alive) child.kill('SIGTERM');
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
  for (const child of alive) child.on('exit', (code) => code && stop(code));
}

/** One app's rspack dev server (from memory, /api proxied to the sandbox); the CLI finds @rspack/dev-server through tooling. */
export function devServer(dir) {
  return background(path.join(repo, 'node_modules/.bin/rspack'), ['serve'], { cwd: path.join(repo, dir), env: { NODE_ENV: 'development' } });
}
