import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm start`'s supervisor (supervise.mjs): it waits for every server's /healthz, and restarts one that stops answering.
 * supervise.mjs is a plain ES module run before anything is installed, so each case runs it in a child node process.
 */
const repo = path.resolve(__dirname, '..');
const lib = pathToFileURL(path.join(__dirname, 'supervise.mjs')).href;

function runModule(code: string, env: Record<string, string> = {}): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: repo, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 60_000 });
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = http.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Runs `fixture` under `supervise` in a child node process with `options` (the supervisor's, as source text). The process
 * ends once the fixture was launched a second time (a restart), when the supervisor gives up ('gave up <code>', exit
 * 1), or after `waitMs`.
 */
function runSupervised(fixture: string, options: string, waitMs: number) {
  return runModule(
    `import { supervise } from '${lib}';
const write = process.stdout.write.bind(process.stdout);
let launches = 0;
process.stdout.write = (text, ...rest) => {
  if (String(text).startsWith('▸ Fixture: pid') && ++launches === 2) setTimeout(() => { server.stop(); process.exit(0); }, 100);
  return write(text, ...rest);
};
const server = supervise('Fixture', ${JSON.stringify(fixture)}, {
  ${options}
  onGiveUp: (code) => { console.log('gave up', code); process.exit(1); },
});
setTimeout(() => { server.stop(); process.exit(0); }, ${waitMs});`,
  );
}

describe("npm start's supervisor and /healthz", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'supervise-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('waits until every /healthz answers 200 (a 503 is not ready yet), and gives up after its limit', async () => {
    const port = await freePort();
    // Ready after a moment: 503 first (no build yet), then 200.
    writeFileSync(
      path.join(dir, 'ready-later.mjs'),
      `import http from 'node:http';
const ready = Date.now() + 700;
http.createServer((request, response) => { response.statusCode = Date.now() > ready ? 200 : 503; response.end(); }).listen(${port}, '127.0.0.1');
setTimeout(() => process.exit(0), 6000);`,
    );
    const run = runModule(
      `import { spawn } from 'node:child_process';
import { whenHealthy, healthStatus } from '${lib}';
const server = spawn(process.execPath, [${JSON.stringify(path.join(dir, 'ready-later.mjs'))}], { stdio: 'ignore' });
const started = Date.now();
const ready = await whenHealthy(['http://127.0.0.1:${port}/healthz'], 5000);
const waited = Date.now() - started;
const never = await whenHealthy(['http://127.0.0.1:${port}/healthz', 'http://127.0.0.1:9/healthz'], 600);
const status = await healthStatus('http://127.0.0.1:9/healthz');
server.kill();
console.log(JSON.stringify({ ready, waitedEnough: waited >= 600, never, status }));`,
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout.trim())).toEqual({ ready: true, waitedEnough: true, never: false, status: null });
  }, 30_000);

  it('restarts a server that answered its /healthz once and then gives no answer, and not one that keeps answering', async () => {
    const port = await freePort();
    // Answers, then its listener goes away while the process lives on (as a hung server would look from outside).
    writeFileSync(
      path.join(dir, 'goes-silent.mjs'),
      `import http from 'node:http';
const server = http.createServer((request, response) => response.end('{"status":"ok"}')).listen(Number(process.env.FIXTURE_PORT), '127.0.0.1');
setTimeout(() => { server.close(); server.closeAllConnections(); }, Number(process.env.SILENT_AFTER_MS));
setInterval(() => {}, 1000);`,
    );
    const supervised = (silentAfterMs: number, waitMs: number) =>
      runSupervised(
        path.join(dir, 'goes-silent.mjs'),
        `env: { FIXTURE_PORT: '${port}', SILENT_AFTER_MS: '${silentAfterMs}' },
  healthUrl: 'http://127.0.0.1:${port}/healthz', healthEveryMs: 200, healthFailures: 2,`,
        waitMs,
      );
    const silent = supervised(1200, 20_000);
    expect(silent.status).toBe(0);
    expect(silent.stderr).toContain(`✗ Fixture gives no answer on http://127.0.0.1:${port}/healthz (2 times in a row); restarting it.`);
    expect(silent.stdout.match(/▸ Fixture: pid \d+/g)?.length).toBe(2);
    const steady = supervised(60_000, 4_000);
    expect(steady.stderr).toBe('');
    expect(steady.stdout.match(/▸ Fixture: pid \d+/g)?.length).toBe(1);
  }, 45_000);

  it('restarts a server that dies after its /healthz answered, however soon; gives up on one that dies before', async () => {
    const port = await freePort();
    // Listens (or not), then exits with code 3 after DIE_AFTER_MS.
    writeFileSync(
      path.join(dir, 'dies.mjs'),
      `import http from 'node:http';
if (process.env.LISTEN === '1') http.createServer((request, response) => response.end('{"status":"ok"}')).listen(Number(process.env.FIXTURE_PORT), '127.0.0.1');
setTimeout(() => process.exit(3), Number(process.env.DIE_AFTER_MS));`,
    );
    const supervised = (listen: boolean) =>
      runSupervised(
        path.join(dir, 'dies.mjs'),
        `env: { FIXTURE_PORT: '${port}', LISTEN: '${listen ? 1 : 0}', DIE_AFTER_MS: '1000' },
  healthUrl: 'http://127.0.0.1:${port}/healthz',`,
        15_000,
      );
    // Answered within its first second, then died: started, so restarted (a start-up time rule would have given up).
    const crashed = supervised(true);
    expect(crashed.stderr).toContain('✗ Fixture stopped (exit 3); restarting it. The other servers stay up.');
    expect(crashed.stdout.match(/▸ Fixture: pid \d+/g)?.length).toBe(2);
    expect(crashed.stdout).not.toContain('gave up');
    // Never answered: it did not start, and would not start again.
    const neverStarted = supervised(false);
    expect(neverStarted.stderr).toContain('✗ Fixture stopped while starting (exit 3).');
    expect(neverStarted.stdout).toContain('gave up 3');
    expect(neverStarted.stdout.match(/▸ Fixture: pid \d+/g)?.length).toBe(1);
  }, 45_000);
});
