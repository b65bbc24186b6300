// npm start's supervisor: runs each server, waits for its /healthz, and restarts one that crashes or stops answering.
// Plain JavaScript, like the entry scripts that use it: they run before anything is installed.
import { background } from 'tooling/scripts/lib.mjs';

/** The status a server's /healthz answers within `timeoutMs`, or null when it gives no answer (down, or hung). */
export async function healthStatus(url, timeoutMs = 2_000) {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
    await answer.arrayBuffer();
    return answer.status;
  } catch {
    return null;
  }
}

/**
 * Resolves true once every URL (a server's /healthz) answers 200 — the server runs and has what it serves: the
 * sandbox its data, a static server its build — checked every 250 ms, or false after `limitMs`.
 */
export async function whenHealthy(urls, limitMs = 120_000) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const statuses = await Promise.all(urls.map((url) => healthStatus(url)));
    if (statuses.every((status) => status === 200)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** How often a server's /healthz is asked until its first answer, which ends its start. */
const STARTUP_CHECK_MS = 250;
/**
 * The pause before a restart: the calls the crash cut off fail as 'server down' (the open pages keep their rows and
 * say they are stale) instead of racing a server that is already back and knows no session.
 */
const RESTART_DELAY_MS = 2_000;

/**
 * Runs a TypeScript server (`node --import tsx`, one process, so a signal reaches the server itself and not a
 * wrapper) and restarts it when it dies after it had started, with a line saying so: one crashed server must
 * not take the portal down (docs/deployment.md, 'Health'). A server has started once its /healthz (`healthUrl`)
 * answered, with any status (a static server without its build answers 503 and a restart would not help); one that
 * dies before (a port in use, a syntax error) would die again, so `onGiveUp(code)` is called instead. A server that
 * started and then gives no answer `healthFailures` times in a row, `healthEveryMs` apart (hung, or its listener
 * gone), is killed and so restarted.
 * Returns `stop()`, which ends it for good.
 */
export function supervise(label, script, { env = {}, onGiveUp, healthUrl, healthEveryMs = 10_000, healthFailures = 3 }) {
  let child;
  let stopping = false;
  let checking;
  const launch = () => {
    const current = background(process.execPath, ['--import', 'tsx', script], { env });
    child = current;
    process.stdout.write(`▸ ${label}: pid ${current.pid}\n`);
    let answered = false;
    let misses = 0;
    const check = async () => {
      const status = await healthStatus(healthUrl, Math.min(2_000, healthEveryMs));
      if (stopping || child !== current || current.exitCode !== null || current.signalCode !== null) return;
      if (status !== null) {
        answered = true;
        misses = 0;
      } else if (answered && ++misses >= healthFailures) {
        process.stderr.write(`✗ ${label} gives no answer on ${healthUrl} (${misses} times in a row); restarting it.\n`);
        current.kill('SIGKILL');
        return;
      }
      checking = setTimeout(check, answered ? healthEveryMs : STARTUP_CHECK_MS);
    };
    clearTimeout(checking);
    checking = setTimeout(check, STARTUP_CHECK_MS);
    current.on('exit', (code, signal) => {
      if (stopping) return;
      clearTimeout(checking);
      const how = signal ?? `exit ${code}`;
      if (!answered) {
        process.stderr.write(`✗ ${label} stopped while starting (${how}).\n`);
        onGiveUp(code || 1);
        return;
      }
      process.stderr.write(`✗ ${label} stopped (${how}); restarting it. The other servers stay up.\n`);
      setTimeout(() => !stopping && launch(), RESTART_DELAY_MS);
    });
  };
  launch();
  return {
    stop() {
      stopping = true;
      clearTimeout(checking);
      child.kill('SIGTERM');
    },
  };
}
