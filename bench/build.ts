/** Production builds for the bench: the five apps (two at a time, as `npm run build`) and the single-bundle baseline. */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from 'tooling/rspack/apps';
import { DIST, REPO, remoteManifest, REMOTES } from './config';

const RSPACK = path.join(REPO, 'node_modules/.bin/rspack');

function rspackBuild(cwd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(RSPACK, ['build', ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`rspack build in ${path.relative(REPO, cwd) || '.'} failed:\n${output}`))));
  });
}

export interface BuildTimes {
  /** Wall time of the five production builds, two at a time (what `npm run build` does). */
  federatedSeconds: number;
  monolithSeconds: number;
}

export async function buildForBench(log: (line: string) => void): Promise<BuildTimes> {
  const started = performance.now();
  const queue = APPS.map((app) => app.dir);
  const worker = async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      await rspackBuild(path.join(REPO, dir), ['--output-path', path.join(DIST, dir)]);
      log(`  built ${dir}`);
    }
  };
  await Promise.all([worker(), worker()]);
  const federatedSeconds = (performance.now() - started) / 1000;

  const monolithStarted = performance.now();
  await rspackBuild(REPO, ['-c', 'bench/monolith/rspack.config.ts', '--output-path', path.join(DIST, 'monolith')]);
  const monolithSeconds = (performance.now() - monolithStarted) / 1000;
  log('  built the single-bundle baseline');

  // The bench serves the remotes on its own ports: point the host's runtime remotes.json at them.
  const remotesJson = path.join(DIST, 'host', 'remotes.json');
  const registry = JSON.parse(readFileSync(remotesJson, 'utf8')) as Record<string, string>;
  for (const remote of REMOTES) if (registry[remote.federationName]) registry[remote.federationName] = remoteManifest(remote.dir);
  writeFileSync(remotesJson, `${JSON.stringify(registry, null, 2)}\n`);
  return { federatedSeconds, monolithSeconds };
}
