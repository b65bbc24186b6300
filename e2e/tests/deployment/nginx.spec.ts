import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PORT_BASE, REMOTES, SANDBOX_PORT } from '../../../tooling/rspack/apps';
import { writeNginx } from '../../../tooling/deploy/nginx';
import { API_BODY_TOO_LARGE, API_ORIGIN_REFUSED, API_UNAVAILABLE } from '../../../tooling/serve/apiErrors';
import { hostSecurityHeaders, originsOfRegistry } from '../../../tooling/serve/csp';
import { mapOrigins, readConfigFile } from '../../../tooling/serve/runtimeConfig';
import { ACCOUNTS } from '../../fixtures';
import { signInAt } from './harness';

/**
 * The production path a team runs: deploy/nginx's configuration, rendered by tooling/deploy/nginx.ts, in
 * Debian's nginx, in front of the production builds and the sandbox (.ci/run installs nginx when missing).
 * The host, each remote and a second host whose API is down get a server each, on ports of their own.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const repo = path.resolve(__dirname, '../../..');
const HOST_PORT = PORT_BASE + 40;
const DOWN_PORT = PORT_BASE + 45;
const remotePort = (index: number) => PORT_BASE + 41 + index;
const hostUrl = `http://localhost:${HOST_PORT}`;

test.describe.configure({ mode: 'serial' });
// A developer's machine without nginx skips it; CI installs it, and there a missing nginx fails the run.
test.skip(!NGINX && !process.env.CI, 'nginx is not installed (apt-get install -y nginx)');

let root: string;
let remotesJson: string;
let nginx: ChildProcess | undefined;
const defaultRemotes: Record<string, string> = {};

function setRemotes(registry: unknown): void {
  writeFileSync(remotesJson, typeof registry === 'string' ? registry : `${JSON.stringify(registry, null, 2)}\n`);
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  if (!NGINX) throw new Error('nginx is not installed: .ci/run installs it (apt-get install -y nginx)');
  root = mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-e2e-'));
  // nginx's workers run as an unprivileged user: the folders they serve must be readable by it.
  chmodSync(root, 0o755);
  cpSync(path.join(repo, 'host/dist'), path.join(root, 'host'), { recursive: true });
  REMOTES.forEach((remote, index) => {
    // Each remote's server holds release folders side by side, as a CDN path per version.
    const releases = path.join(root, remote.dir);
    cpSync(path.join(repo, remote.dir, 'dist'), path.join(releases, '1.0.0-a'), { recursive: true });
    defaultRemotes[remote.federationName] = `http://localhost:${remotePort(index)}/1.0.0-a/mf-manifest.json`;
  });
  remotesJson = path.join(root, 'host/remotes.json');
  setRemotes(defaultRemotes);

  const conf = path.join(root, 'conf');
  const remotes = REMOTES.map((remote, index) => ({ name: remote.dir, root: path.join(root, remote.dir), port: remotePort(index) }));
  writeNginx({ outDir: conf, hostRoot: path.join(root, 'host'), apiUpstream: `http://127.0.0.1:${SANDBOX_PORT}`, port: HOST_PORT, remotes });
  // A second host whose API does not answer (nothing listens on port 9 of this machine).
  writeNginx({ outDir: path.join(root, 'conf-down'), hostRoot: path.join(root, 'host'), apiUpstream: 'http://127.0.0.1:9', port: DOWN_PORT });
  rmSync(path.join(root, 'conf-down/snippets'), { recursive: true });
  writeFileSync(
    path.join(root, 'conf-down/portal-host.conf'),
    readFileSync(path.join(root, 'conf-down/portal-host.conf'), 'utf8').replaceAll(path.join(root, 'conf-down/snippets'), path.join(conf, 'snippets')),
  );
  mkdirSync(path.join(root, 'temp'));
  writeFileSync(
    path.join(root, 'nginx.conf'),
    `daemon off;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${root}/temp/body;
  proxy_temp_path ${root}/temp/proxy;
  fastcgi_temp_path ${root}/temp/fastcgi;
  uwsgi_temp_path ${root}/temp/uwsgi;
  scgi_temp_path ${root}/temp/scgi;
  include ${conf}/*.conf;
  include ${root}/conf-down/portal-host.conf;
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-p', root, '-c', path.join(root, 'nginx.conf')], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  nginx = spawn(NGINX, ['-p', root, '-c', path.join(root, 'nginx.conf')], { stdio: 'inherit' });
  await expect.poll(async () => (await fetch(`${hostUrl}/remotes.json`).catch(() => null))?.status, { timeout: 15_000 }).toBe(200);
});

test.afterAll(async () => {
  nginx?.kill('SIGQUIT');
  if (root) rmSync(root, { recursive: true, force: true });
});

test('nginx serves the host: routes to the page, files by their cache rules, no source maps, the security headers on every answer', async ({ request }) => {
  // The CSP names the remotes' origins and the map's (the host's portal-config.json: OpenStreetMap's tiles by default).
  const expected = hostSecurityHeaders(
    originsOfRegistry(readFileSync(remotesJson, 'utf8')),
    mapOrigins(readConfigFile(path.join(root, 'host', 'portal-config.json'))),
  );
  const page = await request.get(`${hostUrl}/pages/orders/123`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
  for (const [name, value] of Object.entries(expected)) expect(page.headers()[name.toLowerCase()]).toBe(value);
  expect(page.headers()['cache-control']).toBe('no-cache, no-store, must-revalidate');

  expect((await request.get(`${hostUrl}/remotes.json`)).headers()['cache-control']).toBe('no-cache, no-store, must-revalidate');
  const mainScript = /src="([^"]+\.js)"/.exec(await (await request.get(`${hostUrl}/`)).text())?.[1];
  expect(mainScript).toBeTruthy();
  const chunk = await request.get(`${hostUrl}/${mainScript!.replace(/^\//, '')}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(chunk.status()).toBe(200);
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers()['content-encoding']).toBe('gzip');

  const missing = await request.get(`${hostUrl}/static/js/missing.123abc.js`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['x-content-type-options']).toBe('nosniff');
  expect(missing.headers()['cache-control']).toBeUndefined();
  expect((await request.get(`${hostUrl}/${mainScript!.replace(/^\//, '')}.map`)).status()).toBe(404);
});

test('nginx serves a remote release: manifest and entry never cached, chunks immutable, readable by any page', async ({ request }) => {
  const manifestUrl = defaultRemotes.operations!;
  const manifest = await request.get(manifestUrl);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe('no-cache, no-store, must-revalidate');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  expect(manifest.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  const entry = await request.get(manifestUrl.replace('mf-manifest.json', 'remoteEntry.js'));
  expect(entry.headers()['cache-control']).toBe('no-cache, no-store, must-revalidate');
  expect((await request.get(manifestUrl.replace('mf-manifest.json', 'nothing-here.js'))).status()).toBe(404);
});

test('the API behind nginx: no CORS header, a body over the limit is 413 and a backend that is down is 502, both in the error shape and pt-BR', async ({
  request,
}) => {
  const balance = await request.get(`${hostUrl}/api/box/v2/balance`);
  expect(balance.status()).toBe(401);
  expect(balance.headers()['access-control-allow-origin']).toBeUndefined();

  const huge = await request.post(`${hostUrl}/api/box/business-service/v1/businesses/login`, {
    headers: { 'Content-Type': 'application/json' },
    data: JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(5 * 1024 * 1024) }),
  });
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toEqual(API_BODY_TOO_LARGE);

  const down = await request.get(`http://localhost:${DOWN_PORT}/api/box/v2/balance`);
  expect(down.status()).toBe(502);
  const body = await down.text();
  expect(JSON.parse(body)).toEqual(API_UNAVAILABLE);
  expect(body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
});

test("nginx keeps the API's rules on every spelling of its path and refuses another origin's page that would change data", async ({ request }) => {
  const encoded = await request.get(`${hostUrl}/%61pi/box/v2/balance`);
  expect(encoded.status()).toBe(401);
  expect(encoded.headers()['access-control-allow-origin']).toBeUndefined();
  const profile = '/api/box/v2/business/profile/update';
  const form = { fantasy_name: 'Loja Sequestrada', phone: '5511999999999' };
  for (const [url, headers] of [
    [`${hostUrl}${profile}`, { Origin: 'http://localhost:7777', 'Sec-Fetch-Site': 'same-site' }],
    [`${hostUrl}/%61pi${profile.slice(4)}`, { Origin: 'https://outro-site.example', 'Sec-Fetch-Site': 'cross-site' }],
    [`${hostUrl}${profile}`, { 'Sec-Fetch-Site': 'cross-site' }],
  ] as const) {
    const refused = await request.post(url, { headers, multipart: form });
    expect({ url, headers, status: refused.status() }).toEqual({ url, headers, status: 403 });
    expect(await refused.json()).toEqual(API_ORIGIN_REFUSED);
    expect(refused.headers()['x-content-type-options']).toBe('nosniff');
  }
  // The page's own origin reaches the API (no session here: the API's own 401).
  const own = await request.post(`${hostUrl}${profile}`, { headers: { Origin: hostUrl, 'Sec-Fetch-Site': 'same-origin' }, multipart: form });
  expect(own.status()).toBe(401);
  const ownWithoutFetchMetadata = await request.post(`${hostUrl}${profile}`, { headers: { Origin: hostUrl }, multipart: form });
  expect(ownWithoutFetchMetadata.status()).toBe(401);
});

/** Every manifest and chunk path the page asked of one remote's server. */
function remotePaths(page: Page, port: number): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(port)) paths.push(url.pathname);
  });
  return paths;
}

test('a merchant signs in, reaches the dashboard and a remote page through nginx, and a redeploy is one edit of remotes.json', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const accountPort = remotePort(REMOTES.findIndex((remote) => remote.federationName === 'account'));
  const fetched = remotePaths(page, accountPort);
  await signInAt(page, hostUrl, ACCOUNTS.loja);
  await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Financeiro' }).click();
  await expect(page).toHaveURL(/\/pages\/wallet$/);
  await expect(page.getByRole('button', { name: 'Adicionar crédito' })).toBeVisible();
  expect(fetched.some((p) => p.startsWith('/1.0.0-a/'))).toBe(true);

  // The team publishes a new release folder beside the old one and points remotes.json at it.
  cpSync(path.join(root, 'remote-account/1.0.0-a'), path.join(root, 'remote-account/1.1.0-b'), { recursive: true });
  setRemotes({ ...defaultRemotes, account: `http://localhost:${accountPort}/1.1.0-b/mf-manifest.json` });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Adicionar crédito' })).toBeVisible();
  expect(fetched.some((p) => p.startsWith('/1.1.0-b/'))).toBe(true);
  expect(violations).toEqual([]);
});

test('a malformed remotes.json, or a manifest URL that answers HTML, gives the pt-BR fallback and a console error naming the remote and the URL', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    // A manifest URL that answers the host's HTML page (a typo in the path, with the SPA fallback).
    const htmlUrl = `${hostUrl}/remote-auth/mf-manifest`;
    setRemotes({ ...defaultRemotes, auth: htmlUrl });
    await page.goto(`${hostUrl}/`);
    await expect(page.getByText('Não foi possível carregar esta parte do portal')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(errors.some((text) => text.includes("remote 'auth'") && text.includes(htmlUrl))).toBe(true);

    errors.length = 0;
    setRemotes('{ "auth": "http://localhost:1/mf-manifest.json", ');
    await page.goto(`${hostUrl}/`);
    await expect(page.getByText('Não foi possível carregar esta parte do portal')).toBeVisible({ timeout: 20_000 });
    expect(errors.some((text) => text.includes('remotes.json'))).toBe(true);
    expect(errors.some((text) => text.includes("remote 'auth'"))).toBe(true);
  } finally {
    setRemotes(defaultRemotes);
  }
});
