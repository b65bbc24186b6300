import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HOST, REMOTES, SANDBOX_PORT } from 'tooling/rspack/apps';
import { API_BODY_TOO_LARGE, API_ORIGIN_REFUSED } from 'serve/apiErrors';
import { ACCOUNTS, DEMO_PASSWORD, signIn, signInTo, storedSession } from '../../fixtures';

/**
 * Secrets stay secret: the password and the stores' API tokens never appear in a URL or the
 * console; the session cookie is HttpOnly and SameSite=Strict; the host's Content-Security-Policy lets
 * scripts and calls come only from the portal's own origins.
 */
test('no password or token in a URL or the console; the session cookie is HttpOnly and SameSite=Strict', async ({ page, context }) => {
  const urls: string[] = [];
  const consoleText: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('console', (message) => consoleText.push(message.text()));
  page.on('pageerror', (error) => consoleText.push(`${error.message}\n${error.stack ?? ''}`));

  await signIn(page, ACCOUNTS.franquia);
  const stores = (await storedSession(page)).franchiseStores as { box_api_token: string; order_hub_token: string }[];
  const secrets = [DEMO_PASSWORD, ...stores.flatMap((s) => [s.box_api_token, s.order_hub_token])].filter(Boolean);
  expect(secrets.length).toBeGreaterThan(1);

  // Calls with the stores' tokens: a store switch, live orders, history and the wallet.
  await page.getByRole('combobox', { name: 'Loja selecionada' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Sushi Kaizen Moema' }).click();
  for (const path of ['/pages/orders', '/pages/order-history', '/pages/wallet']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // A failing sign-in too: its error must not echo what was typed.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Sair' }).click();
  await page.getByLabel('E-mail').fill(ACCOUNTS.loja);
  await page.getByLabel('Senha', { exact: true }).fill('Errada@999');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();

  for (const secret of [...secrets, 'Errada@999']) {
    expect(
      urls.filter((url) => decodeURIComponent(url).includes(secret)),
      'a URL carries a secret',
    ).toEqual([]);
    expect(
      consoleText.filter((text) => text.includes(secret)),
      'the console shows a secret',
    ).toEqual([]);
  }

  await signIn(page, ACCOUNTS.loja);
  const session = (await context.cookies()).filter((cookie) => cookie.httpOnly);
  expect(session.length).toBeGreaterThan(0);
  for (const cookie of session) expect(cookie.sameSite).toBe('Strict');
  expect(await page.evaluate(() => document.cookie)).toBe('');
});

test("the host's Content-Security-Policy allows scripts and calls only from its own and the remotes' origins", async ({ request }) => {
  const answer = await request.get(`http://localhost:${HOST.port}/pages/home`);
  const policy = answer.headers()['content-security-policy'] ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  const allowed = new Set(["'self'", ...REMOTES.map((r) => `http://localhost:${r.port}`)]);
  for (const name of ['script-src', 'connect-src']) {
    const sources = directive(name).split(/\s+/).slice(1);
    expect(sources.length, `${name} is set`).toBeGreaterThan(0);
    for (const source of sources) expect(allowed.has(source) || /^'(nonce|sha256)-/.test(source), `${name} allows ${source}`).toBe(true);
  }
  expect(directive('object-src')).toBe("object-src 'none'");
});

test("the host and every remote send the security headers, and the host's API answers carry no CORS header", async ({ request }) => {
  for (const app of [HOST, ...REMOTES]) {
    const answer = await request.get(`http://localhost:${app.port}/`);
    const headers = answer.headers();
    expect(headers['x-content-type-options'], app.dir).toBe('nosniff');
    expect(headers['referrer-policy'], app.dir).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], app.dir).toBe('geolocation=(), camera=(), microphone=()');
    expect(headers['content-security-policy'], app.dir).toContain("frame-ancestors 'self'");
  }
  const api = await request.get(`http://localhost:${HOST.port}/api/box/v2/balance`);
  expect(api.status()).toBe(401);
  expect(api.headers()['access-control-allow-origin']).toBeUndefined();
  // A remote's files stay loadable by any page.
  const manifest = await request.get(`http://localhost:${REMOTES[0]!.port}/mf-manifest.json`);
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
});

const PROFILE_PATH = '/api/box/v2/business/profile/update';
const SESSION_PATH = '/api/box/business-service/v1/businesses/session';
const LOGIN_PATH = '/api/box/business-service/v1/businesses/login';

/**
 * Another site cannot act as the merchant (docs/decisions.md, 'Session and HTTP'): a page on another port of
 * localhost is the same site, so the SameSite=Strict cookie goes with its form. The portal's server and the API
 * both refuse the call, and the store keeps its name.
 */
test("another site's page that auto-posts a form to the API is refused, through the portal and at the API, and the store keeps its name", async ({ page }) => {
  await signInTo(page, ACCOUNTS.frota, '/portal-config.json');
  const storeName = async () => ((await (await page.request.get(SESSION_PATH)).json()) as { data: { fantasy_name: string } }).data.fantasy_name;
  const before = await storeName();
  // The other site: a page that posts a form the moment it opens, as a link in an e-mail would bring.
  const attacker = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '';
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><form method="POST" enctype="multipart/form-data" action="${target}">
      <input name="fantasy_name" value="Loja Sequestrada"><input name="phone" value="5511999999999"></form>
      <script>document.forms[0].submit()</script>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}`;
  try {
    for (const api of [`http://localhost:${HOST.port}`, `http://localhost:${SANDBOX_PORT}`]) {
      const answered = page.waitForResponse((response) => response.url() === `${api}${PROFILE_PATH}`);
      await page.goto(`${attackerUrl}/?to=${encodeURIComponent(`${api}${PROFILE_PATH}`)}`);
      const answer = await answered;
      // The browser did send the merchant's cookie: only the server's rule stopped the call.
      expect((await answer.request().allHeaders()).cookie ?? '', api).toContain('portal_session=');
      expect(answer.status(), api).toBe(403);
      expect(await answer.json()).toEqual(API_ORIGIN_REFUSED);
    }
  } finally {
    attacker.close();
  }
  expect(await storeName()).toBe(before);
});

test("the API's rules hold on every spelling of its path: no wildcard CORS, the origin rule, the body limit", async ({ request }) => {
  const host = `http://localhost:${HOST.port}`;
  const encoded = await request.get(`${host}/%61pi/box/v2/balance`);
  expect(encoded.status()).toBe(401);
  expect(encoded.headers()['access-control-allow-origin']).toBeUndefined();
  const foreign = await request.post(`${host}/%61pi${PROFILE_PATH.slice(4)}`, {
    headers: { Origin: 'http://localhost:7777', 'Sec-Fetch-Site': 'same-site' },
    multipart: { fantasy_name: 'Loja Sequestrada', phone: '5511999999999' },
  });
  expect(foreign.status()).toBe(403);
  const huge = await request.post(`${host}/%61pi${LOGIN_PATH.slice(4)}`, {
    headers: { 'Content-Type': 'application/json' },
    data: JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(5 * 1024 * 1024) }),
  });
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toEqual(API_BODY_TOO_LARGE);
});

/** A POST to the host's /api as curl sends a big one: `Expect: 100-continue`, or a chunked body of unknown length. */
function rawPost(path: string, body: Buffer, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = http.request(
      { host: '127.0.0.1', port: HOST.port, path, method: 'POST', headers: { Host: `localhost:${HOST.port}`, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    call.on('error', reject);
    // Sent in pieces: without a Content-Length, node sends the body chunked.
    for (let offset = 0; offset < body.length; offset += 256 * 1024) call.write(body.subarray(offset, offset + 256 * 1024));
    call.end();
  });
}

test("what the API accepts passes the portal's proxy, and what it does not gets 413 in the error shape, chunked bodies included", async ({ request }) => {
  // 1.5 MB, under the API's limit: the API itself answers (a sign-in), however the body is sent.
  const signInOf = (padding: number) => Buffer.from(JSON.stringify({ email: ACCOUNTS.frota, password: DEMO_PASSWORD, note: 'x'.repeat(padding) }));
  const body = signInOf(1_500_000);
  const announced = await rawPost(LOGIN_PATH, body, { 'Content-Type': 'application/json', 'Content-Length': String(body.length), Expect: '100-continue' });
  expect(announced.status, announced.body).toBe(200);
  const chunked = await rawPost(LOGIN_PATH, body, { 'Content-Type': 'application/json' });
  expect(chunked.status, chunked.body).toBe(200);
  // Over the limit, chunked: the proxy counts what arrives.
  const over = await rawPost(LOGIN_PATH, signInOf(5 * 1024 * 1024), { 'Content-Type': 'application/json' });
  expect(over.status).toBe(413);
  expect(JSON.parse(over.body)).toEqual(API_BODY_TOO_LARGE);
  // A photo over the API's 2 MB for a file: the API's own 413, passed on as it is.
  await request.post(`http://localhost:${HOST.port}${LOGIN_PATH}`, { data: { email: ACCOUNTS.frota, password: DEMO_PASSWORD } });
  const photo = await request.post(`http://localhost:${HOST.port}${PROFILE_PATH}`, {
    multipart: {
      fantasy_name: 'Sem efeito',
      phone: '5511999999999',
      'business-photo': { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2_500_000, 7) },
    },
  });
  expect(photo.status()).toBe(413);
  expect(await photo.json()).toEqual(API_BODY_TOO_LARGE);
});

test('the servers keep source maps to themselves: written beside the builds, not served', async ({ request }) => {
  for (const app of [HOST, REMOTES[0]!]) {
    const dist = path.join(__dirname, '../../..', app.dir, 'dist');
    const map = readdirSync(dist).find((file) => file.endsWith('.js.map'));
    expect(map, `${app.dir} has its maps on disk`).toBeTruthy();
    expect((await request.get(`http://localhost:${app.port}/${map!.replace(/\.map$/, '')}`)).status()).toBe(200);
    for (const spelling of [map!, map!.replace(/\.map$/, '%2Emap')]) {
      const answer = await request.get(`http://localhost:${app.port}/${spelling}`);
      expect({ spelling, status: answer.status() }).toEqual({ spelling, status: 404 });
      expect(await answer.text()).not.toContain('sourcesContent');
    }
  }
});
