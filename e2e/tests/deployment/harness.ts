import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_PORT } from 'tooling/rspack/apps';
import { createStaticApp } from 'serve/staticApp';
import { hostContentSecurityPolicy, remoteOrigins } from 'serve/csp';
import { shiftRemotePorts } from 'serve/shiftPorts';
import { DEMO_PASSWORD } from '../../fixtures';

const repo = path.resolve(__dirname, '../../..');

/**
 * Builds versions of a remote (A and B unless `versions` names others, see the config) into `<out>/<version>` (one
 * rspack run of `config`, a compilation each), the way its team would build its releases. Each version is built once
 * per run of the suite, whichever journey needs it first (remote-account's A and B serve two journeys); a journey that
 * needs a version another is building waits for it.
 */
export async function buildRemoteVersions(remote: 'remote-account' | 'remote-operations', config: string, out: string, versions = ['A', 'B']): Promise<void> {
  const shared = path.join(process.env.PORTAL_E2E_VERSIONS ?? path.join(os.tmpdir(), `portal-e2e-versions-${process.pid}`), remote);
  mkdirSync(shared, { recursive: true });
  const built = (version: string) => existsSync(path.join(shared, `${version}.done`));
  // A version's lock is a folder: making it is atomic, so only one worker builds it.
  const mine = versions.filter((version) => !built(version) && tryLock(path.join(shared, `${version}.lock`)));
  try {
    if (mine.length) {
      await runRspackBuild(remote, config, shared, mine);
      for (const version of mine) writeFileSync(path.join(shared, `${version}.done`), '');
    }
  } finally {
    for (const version of mine) rmSync(path.join(shared, `${version}.lock`), { recursive: true, force: true });
  }
  for (const version of versions) {
    const until = Date.now() + 300_000;
    while (!built(version)) {
      // Its '.done' is written before its lock goes: no lock and no '.done' is a build that failed.
      if (!existsSync(path.join(shared, `${version}.lock`)) && !built(version)) throw new Error(`${remote} ${version}: another journey's build of it failed`);
      if (Date.now() > until) throw new Error(`${remote} ${version}: another journey's build of it took over 5 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    cpSync(path.join(shared, version), path.join(out, version), { recursive: true });
  }
}

function tryLock(folder: string): boolean {
  try {
    mkdirSync(folder);
    return true;
  } catch {
    return false;
  }
}

async function runRspackBuild(remote: string, config: string, out: string, versions: string[]): Promise<void> {
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(path.join(repo, 'node_modules/.bin/rspack'), ['build', '-c', path.join(__dirname, config)], {
      cwd: path.join(repo, remote),
      env: { ...process.env, NODE_ENV: 'production', DEPLOY_E2E_OUT: out, DEPLOY_E2E_VERSIONS: versions.join(',') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
    child.on('close', resolve);
  });
  if (code !== 0 || versions.some((version) => !existsSync(path.join(out, version, 'mf-manifest.json')))) {
    throw new Error(`building ${remote} ${versions.join(', ')} failed (exit ${code}):\n${output.join('').slice(-4000)}`);
  }
}

export const buildAccountVersions = (out: string, versions?: string[]) =>
  buildRemoteVersions('remote-account', 'account-versions.rspack.config.ts', out, versions);
export const buildOperationsVersions = (out: string) => buildRemoteVersions('remote-operations', 'operations-versions.rspack.config.ts', out);

/** Replaces a folder's content with another's, as a deploy that uploads a new build over the old one. */
export function deployInto(folder: string, build: string): void {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  cpSync(build, folder, { recursive: true });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://localhost:${(app.server.address() as AddressInfo).port}`;
}

export interface Deployment {
  /** A temporary folder with `cdn/` (served as a static host for remote releases) and `host/` (a copy of host/dist). */
  root: string;
  cdnUrl: string;
  hostUrl: string;
  remotesJson: string;
  /** Rewrites the host's remotes.json (no rebuild, no restart): a remote's entry is a URL or its releases. */
  setRemotes(changes: Record<string, unknown>): void;
  close(): Promise<void>;
}

/**
 * A deployment of the portal of its own: the host's production build copied to a temporary folder and
 * served like `npm start` serves it (CSP from its remotes.json on every answer, /api to the sandbox),
 * and a static host (a CDN) for remote releases. The other remotes stay those of this run.
 */
export async function startDeployment(): Promise<Deployment> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-deploy-e2e-'));
  const hostDir = path.join(root, 'host');
  const cdnDir = path.join(root, 'cdn');
  mkdirSync(cdnDir, { recursive: true });
  cpSync(path.join(repo, 'host/dist'), hostDir, { recursive: true });
  const remotesJson = path.join(hostDir, 'remotes.json');
  writeFileSync(remotesJson, shiftRemotePorts(readFileSync(remotesJson, 'utf8')));

  const cdn = await createStaticApp({ root: cdnDir, spa: false });
  const host = await createStaticApp({
    root: hostDir,
    apiTarget: `http://127.0.0.1:${SANDBOX_PORT}`,
    spa: true,
    headers: () => ({ 'Content-Security-Policy': hostContentSecurityPolicy(remoteOrigins(remotesJson)) }),
  });
  const cdnUrl = await listen(cdn);
  const hostUrl = await listen(host);
  return {
    root,
    cdnUrl,
    hostUrl,
    remotesJson,
    setRemotes(changes) {
      const current = JSON.parse(readFileSync(remotesJson, 'utf8')) as Record<string, unknown>;
      writeFileSync(remotesJson, `${JSON.stringify({ ...current, ...changes }, null, 2)}\n`);
    },
    async close() {
      await Promise.all([cdn.close(), host.close()]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Signs in through the portal's sign-in screen at `hostUrl` and waits for the dashboard. */
export async function signInAt(page: Page, hostUrl: string, email: string): Promise<void> {
  await page.goto(`${hostUrl}/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/pages\/home$/);
}
