import { expect, test } from '@playwright/test';
import { HOST, REMOTES } from '../../../tooling/rspack/apps';
import { ACCOUNTS, DEMO_PASSWORD, signIn, storedSession } from '../../fixtures';

/**
 * Secrets stay secret (issue 8): the password and the stores' API tokens never appear in a URL or the
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
    expect(urls.filter((url) => decodeURIComponent(url).includes(secret)), 'a URL carries a secret').toEqual([]);
    expect(consoleText.filter((text) => text.includes(secret)), 'the console shows a secret').toEqual([]);
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
  const directive = (name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
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
