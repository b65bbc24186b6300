import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { PORT_BASE, REMOTES, SANDBOX_PORT } from 'tooling/rspack/apps';
import { brotliStaticLoaded, njsLoaded, writeNginx } from 'deploy/nginx';
import { API_BODY_TOO_LARGE, API_ORIGIN_REFUSED, API_UNAVAILABLE } from 'serve/apiErrors';
import { allowedRemoteOrigins, hostSecurityHeaders } from 'serve/csp';
import { IMMUTABLE, REVALIDATE, TYPESCRIPT_TYPE } from 'serve/fileRules';
import { mapOrigins, readConfigFile } from 'serve/runtimeConfig';
import { ACCOUNTS, DEMO_PASSWORD } from '../../fixtures';
import { signInAt } from './harness';

/**
 * The production path a team runs: deploy/nginx's configuration, rendered by deploy/nginx.ts, in
 * Debian's nginx, in front of the production builds and the sandbox (.ci/run installs nginx when missing).
 * The host, each remote and a second host whose API is down get a server each, on ports of their own; remote-account's
 * releases are served from a second origin too (a CDN the host's portal-config.json lists in remoteOrigins); and the
 * same deployment rendered with TLS (a certificate made here with openssl) gets an https host, https remotes and the
 * http server that redirects to them.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
/** Debian's libnginx-mod-http-brotli-static (.ci/run installs it where it can): brotli_static when it is loaded. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const brotli = brotliStaticLoaded() && existsSync(BROTLI_MODULE);
/** Debian's libnginx-mod-http-js (.ci/run installs it where it can): the page's answer names its remote's files. */
const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
const njs = njsLoaded() && existsSync(NJS_MODULE);
const repo = path.resolve(__dirname, '../../..');
const HOST_PORT = PORT_BASE + 40;
const DOWN_PORT = PORT_BASE + 45;
const TLS_PORT = PORT_BASE + 46;
const REDIRECT_PORT = PORT_BASE + 47;
const SECOND_CDN_PORT = PORT_BASE + 49;
const remotePort = (index: number) => PORT_BASE + 41 + index;
const tlsRemotePort = (index: number) => PORT_BASE + 50 + index;
const hostUrl = `http://localhost:${HOST_PORT}`;
const tlsUrl = `https://localhost:${TLS_PORT}`;

test.describe.configure({ mode: 'serial' });
// A developer's machine without nginx skips it; CI installs it, and there a missing nginx fails the run.
test.skip(!NGINX && !process.env.CI, 'nginx is not installed (apt-get install -y nginx)');

let root: string;
let remotesJson: string;
let nginx: ChildProcess | undefined;
const defaultRemotes: Record<string, string> = {};

/**
 * Each write gets a modification time a second past the last one: nginx's ETag and Last-Modified are the size and the
 * time in whole seconds, and two edits of the same length within one second (one origin's port for another) were
 * answered 304 with the old registry.
 */
let remotesWrittenAt = 0;
function setRemotes(registry: unknown): void {
  writeFileSync(remotesJson, typeof registry === 'string' ? registry : `${JSON.stringify(registry, null, 2)}\n`);
  remotesWrittenAt = Math.max(Math.floor(Date.now() / 1000), remotesWrittenAt + 1);
  utimesSync(remotesJson, remotesWrittenAt, remotesWrittenAt);
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
  // The remotes' CDN origins: the CSP allows them whatever remotes.json names, so a remote moved among them needs no
  // new render. Here the second origin serves remote-account's releases too.
  const config = readConfigFile(path.join(root, 'host/portal-config.json'));
  writeFileSync(path.join(root, 'host/portal-config.json'), JSON.stringify({ ...config, remoteOrigins: [`http://localhost:${SECOND_CDN_PORT}`] }));

  const conf = path.join(root, 'conf');
  const remotes = REMOTES.map((remote, index) => ({ name: remote.dir, root: path.join(root, remote.dir), port: remotePort(index) }));
  remotes.push({ name: 'remote-account-cdn2', root: path.join(root, 'remote-account'), port: SECOND_CDN_PORT });
  const api = `http://127.0.0.1:${SANDBOX_PORT}`;
  writeNginx({ outDir: conf, hostRoot: path.join(root, 'host'), apiUpstream: api, port: HOST_PORT, remotes, brotli, njs });
  // A second host whose API does not answer (nothing listens on port 9 of this machine).
  writeNginx({ outDir: path.join(root, 'conf-down'), hostRoot: path.join(root, 'host'), apiUpstream: 'http://127.0.0.1:9', port: DOWN_PORT, brotli, njs });
  // The same deployment over TLS: its own copy of the host, whose remotes.json names the https remotes.
  const certificate = path.join(root, 'tls/portal.pem');
  const key = path.join(root, 'tls/portal.key');
  mkdirSync(path.join(root, 'tls'));
  const openssl = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  expect(openssl.status, openssl.stderr).toBe(0);
  chmodSync(key, 0o644);
  cpSync(path.join(root, 'host'), path.join(root, 'host-tls'), { recursive: true });
  writeFileSync(
    path.join(root, 'host-tls/remotes.json'),
    JSON.stringify(
      Object.fromEntries(REMOTES.map((remote, index) => [remote.federationName, `https://localhost:${tlsRemotePort(index)}/1.0.0-a/mf-manifest.json`])),
    ),
  );
  writeNginx({
    outDir: path.join(root, 'conf-tls'),
    hostRoot: path.join(root, 'host-tls'),
    apiUpstream: api,
    port: TLS_PORT,
    tls: { certificate, key, httpPort: REDIRECT_PORT },
    remotes: REMOTES.map((remote, index) => ({ name: remote.dir, root: path.join(root, remote.dir), port: tlsRemotePort(index) })),
    brotli,
    njs,
  });
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
${brotli ? `load_module ${BROTLI_MODULE};` : ''}
${njs ? `load_module ${NJS_MODULE};` : ''}
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
  include ${root}/conf-tls/*.conf;
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

test('nginx serves the host: routes to the page, files by their cache rules (revalidated, 304; hashed for a year), precompressed copies, no source maps, the security headers on every answer', async ({
  request,
}) => {
  // The CSP names the remotes' CDN origins and those of remotes.json, and the map's (the host's portal-config.json).
  const config = readConfigFile(path.join(root, 'host', 'portal-config.json'));
  const expected = hostSecurityHeaders(allowedRemoteOrigins(readFileSync(remotesJson, 'utf8'), config), mapOrigins(config));
  expect(expected['Content-Security-Policy']).toContain(`http://localhost:${SECOND_CDN_PORT}`);
  for (const route of ['/pages/orders/123', '/redefinir-senha/abc.def', '/redefinir-senha/abc.js']) {
    const page = await request.get(`${hostUrl}${route}`);
    expect({ route, status: page.status() }).toEqual({ route, status: 200 });
    expect(await page.text()).toContain('<div id="root">');
    for (const [name, value] of Object.entries(expected)) expect(page.headers()[name.toLowerCase()]).toBe(value);
    expect(page.headers()['cache-control']).toBe(REVALIDATE);
    // Revalidated: the browser asks with what it has, and an unchanged page is a 304 without a body.
    const again = await request.get(`${hostUrl}${route}`, { headers: { 'If-None-Match': page.headers().etag! } });
    expect(again.status()).toBe(304);
  }

  for (const file of ['/remotes.json', '/portal-config.json', '/index.html']) {
    const first = await request.get(`${hostUrl}${file}`);
    expect({ file, cache: first.headers()['cache-control'] }).toEqual({ file, cache: REVALIDATE });
    expect(first.headers()['last-modified']).toBeTruthy();
    const again = await request.get(`${hostUrl}${file}`, { headers: { 'If-None-Match': first.headers().etag! } });
    expect({ file, status: again.status() }).toEqual({ file, status: 304 });
  }
  const mainScript = /src="([^"]+\.js)"/.exec(await (await request.get(`${hostUrl}/`)).text())?.[1]?.replace(/^\//, '');
  expect(mainScript).toBeTruthy();
  // gzip_static: the build's .gz itself, with its length (on-the-fly gzip would be chunked, without one).
  const chunk = await request.get(`${hostUrl}/${mainScript}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(chunk.status()).toBe(200);
  expect(chunk.headers()['cache-control']).toBe(IMMUTABLE);
  expect(chunk.headers()['content-encoding']).toBe('gzip');
  expect(chunk.headers()['content-length']).toBe(String(statSync(path.join(root, 'host', `${mainScript}.gz`)).size));
  expect(chunk.headers().vary).toMatch(/Accept-Encoding/i);
  // brotli_static where the module is loaded; gzip's copy otherwise.
  const preferred = await request.get(`${hostUrl}/${mainScript}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(preferred.headers()['content-encoding']).toBe(brotli ? 'br' : 'gzip');
  expect(preferred.headers()['content-length']).toBe(String(statSync(path.join(root, 'host', `${mainScript}.${brotli ? 'br' : 'gz'}`)).size));

  const favicon = await request.get(`${hostUrl}/favicon.svg`);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/svg+xml');
  expect(favicon.headers()['cache-control']).toBe(REVALIDATE);

  const health = await request.get(`${hostUrl}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  expect(health.headers()['cache-control']).toBe('no-store');

  const missing = await request.get(`${hostUrl}/static/js/missing.123abc45.js`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['x-content-type-options']).toBe('nosniff');
  expect(missing.headers()['cache-control']).toBeUndefined();
  expect((await request.get(`${hostUrl}/${mainScript}.map`)).status()).toBe(404);
  // The maps are beside the build for an error tracker, and no file names them.
  expect(existsSync(path.join(root, 'host', `${mainScript}.map`))).toBe(true);
  expect(await (await request.get(`${hostUrl}/${mainScript}`)).text()).not.toContain('sourceMappingURL');
});

test('nginx serves a remote release: manifest and entry revalidated (304), chunks immutable, types as TypeScript, readable by any page', async ({
  request,
}) => {
  const manifestUrl = defaultRemotes.operations!;
  const manifest = await request.get(manifestUrl);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe(REVALIDATE);
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  expect(manifest.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect((await request.get(manifestUrl, { headers: { 'If-None-Match': manifest.headers().etag! } })).status()).toBe(304);
  const entry = await request.get(manifestUrl.replace('mf-manifest.json', 'remoteEntry.js'));
  expect(entry.headers()['cache-control']).toBe(REVALIDATE);
  expect(
    (
      await request.get(manifestUrl.replace('mf-manifest.json', 'remoteEntry.js'), { headers: { 'If-Modified-Since': entry.headers()['last-modified']! } })
    ).status(),
  ).toBe(304);
  expect((await request.get(manifestUrl.replace('mf-manifest.json', 'nothing-here.js'))).status()).toBe(404);
  // The release's published types: TypeScript text, not the MPEG stream mime.types makes of '.ts'.
  const types = await request.get(manifestUrl.replace('mf-manifest.json', '@mf-types/operations/mount.d.ts'));
  expect(types.status()).toBe(200);
  expect(types.headers()['content-type']).toBe(TYPESCRIPT_TYPE);
  expect(await types.text()).toContain('mount');
  expect((await request.get(`http://localhost:${remotePort(0)}/healthz`)).status()).toBe(200);
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

test('a merchant signs in, reaches the dashboard and a remote page through nginx; a redeploy is one edit of remotes.json, to a new release or to another CDN origin', async ({
  page,
}) => {
  const violations: string[] = [];
  const notFound: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  const accountPort = remotePort(REMOTES.findIndex((remote) => remote.federationName === 'account'));
  const fetched = remotePaths(page, accountPort);
  await signInAt(page, hostUrl, ACCOUNTS.loja);
  await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  // The page names its icon, which the server has.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(`${hostUrl}${icon}`)).status()).toBe(200);
  await page.getByRole('menuitem', { name: 'Financeiro' }).click();
  await expect(page).toHaveURL(/\/pages\/wallet$/);
  await expect(page.getByRole('button', { name: 'Adicionar crédito' })).toBeVisible();
  expect(fetched.some((p) => p.startsWith('/1.0.0-a/'))).toBe(true);

  // The team publishes a new release folder beside the old one and points remotes.json at it.
  cpSync(path.join(root, 'remote-account/1.0.0-a'), path.join(root, 'remote-account/1.1.0-b'), { recursive: true });
  setRemotes({ ...defaultRemotes, account: `http://localhost:${accountPort}/1.1.0-b/mf-manifest.json` });
  const reloaded = await page.reload();
  await expect(page.getByRole('button', { name: 'Adicionar crédito' })).toBeVisible();
  expect(fetched.some((p) => p.startsWith('/1.1.0-b/'))).toBe(true);
  // With njs, the page's answer names the new release's manifest and entry for preloading: remotes.json as it is now.
  const release = `http://localhost:${accountPort}/1.1.0-b/`;
  expect(reloaded?.headers().link).toBe(
    njs ? `<${release}mf-manifest.json>; rel=preload; as=fetch; crossorigin, <${release}remoteEntry.js>; rel=preload; as=script` : undefined,
  );

  // The remote moves to another CDN origin listed in remoteOrigins: nginx is neither rendered again nor reloaded.
  const secondCdn = remotePaths(page, SECOND_CDN_PORT);
  setRemotes({ ...defaultRemotes, account: `http://localhost:${SECOND_CDN_PORT}/1.1.0-b/mf-manifest.json` });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Adicionar crédito' })).toBeVisible();
  expect(secondCdn.some((p) => p.startsWith('/1.1.0-b/'))).toBe(true);
  expect(violations).toEqual([]);
  expect(notFound).toEqual([]);
  setRemotes(defaultRemotes);
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

test('over TLS: HTTP/2, HSTS, http redirected to https, the session cookie Secure, and the same file rules', async ({ browser }) => {
  const api = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
  try {
    // Plain http on the host's name moves to https, path and query kept; its /healthz answers for a load balancer.
    const redirected = await api.get(`http://localhost:${REDIRECT_PORT}/pages/orders?status=1`, { maxRedirects: 0 });
    expect(redirected.status()).toBe(301);
    expect(redirected.headers().location).toBe(`${tlsUrl}/pages/orders?status=1`);
    expect((await api.get(`http://localhost:${REDIRECT_PORT}/healthz`, { maxRedirects: 0 })).status()).toBe(200);

    const page = await api.get(`${tlsUrl}/redefinir-senha/abc.def`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers()['strict-transport-security']).toBe('max-age=31536000');
    expect((await api.get(`${tlsUrl}/redefinir-senha/abc.def`, { headers: { 'If-None-Match': page.headers().etag! } })).status()).toBe(304);
    expect((await api.get(`${tlsUrl}/healthz`)).status()).toBe(200);
    const manifest = await api.get(`https://localhost:${tlsRemotePort(0)}/1.0.0-a/mf-manifest.json`);
    expect(manifest.headers()['strict-transport-security']).toBe('max-age=31536000');

    // Signing in through nginx over https: the API marks the session cookie Secure (nginx says X-Forwarded-Proto: https).
    const login = await api.post(`${tlsUrl}/api/box/business-service/v1/businesses/login`, {
      headers: { 'Content-Type': 'application/json', Origin: tlsUrl },
      data: { email: ACCOUNTS.loja, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const cookies = login.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.value).toMatch(/;\s*Secure/i);
  } finally {
    await api.dispose();
  }

  // A merchant's browser: the page over HTTP/2, the remotes from their https servers, signed in with a Secure cookie.
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Mixed Content/i.test(message.text())) violations.push(message.text());
    });
    await signInAt(page, tlsUrl, ACCOUNTS.loja);
    await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe('h2');
    const session = (await context.cookies(tlsUrl)).find((cookie) => cookie.httpOnly);
    expect(session?.secure).toBe(true);
    await page.getByRole('menuitem', { name: 'Financeiro' }).click();
    await expect(page.getByRole('button', { name: 'Adicionar crédito' })).toBeVisible();
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});
