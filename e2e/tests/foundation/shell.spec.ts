import { expect, test } from '@playwright/test';
import { ACCOUNTS, collectScripts, REMOTE_ORIGIN, signIn } from '../../fixtures';

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('an anonymous visitor of a protected page is sent to sign-in', async ({ page }) => {
  await page.goto('/pages/wallet');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('the side menu follows D1 and hides manual creation when it is disabled', async ({ page }) => {
  await signIn(page, ACCOUNTS.semcriacao);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const item of ['Início', 'Pedidos', 'Financeiro', 'Perfil da loja', 'Sair']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'Montar entrega' })).toHaveCount(0);
  await page.goto('/pages/delivery');
  await expect(page).toHaveURL(/\/pages\/home$/);
});

test('React, react-dom, antd, jotai and shared are fetched once, from one origin, across remotes', async ({ page }) => {
  const scripts = collectScripts(page);
  await signIn(page, ACCOUNTS.loja);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('menuitem', { name: 'Pedidos' }).click();
  await expect(page).toHaveURL(/\/pages\/orders$/);
  await menu.getByRole('menuitem', { name: 'Financeiro' }).click();
  await expect(page).toHaveURL(/\/pages\/wallet$/);
  await menu.getByRole('menuitem', { name: 'Montar entrega' }).click();
  await expect(page).toHaveURL(/\/pages\/delivery$/);
  await page.waitForLoadState('networkidle');

  // Production chunk names carry the package path (see tooling/rspack/createAppConfig.ts).
  // A package's own chunks start with its pnpm store folder ('…_pnpm_antd_6…'); other chunks may only
  // mention it as a peer ('…_pnpm_ant-design_icons_6_3_4_react-dom_19…').
  const chunksOf: Record<string, RegExp> = {
    'react-dom': /_pnpm_react-dom_\d/,
    antd: /_pnpm_antd_\d/,
    jotai: /_pnpm_jotai_\d/,
    shared: /(^|\/)shared_src_index_ts/,
  };
  for (const [pkg, pattern] of Object.entries(chunksOf)) {
    const files = scripts.filter((url) => pattern.test(new URL(url).pathname));
    expect.soft(files.length, `${pkg} was fetched`).toBeGreaterThan(0);
    const origins = new Set(files.map((url) => new URL(url).origin));
    expect.soft(origins.size, `${pkg} loaded from ${[...origins].join(', ')}`).toBeLessThanOrEqual(1);
    expect.soft(new Set(files).size, `${pkg}: ${files.join(', ')}`).toBe(files.length);
  }
  // And the runtime agrees: one React renders the host and every remote.
  const reactVersions = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>> } })
      .__FEDERATION__?.__SHARE__;
    const loaded: string[] = [];
    for (const scope of Object.values(share ?? {})) {
      for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) if (info.loaded && pkg === 'react') loaded.push(`${info.from}@${version}`);
      }
    }
    return [...new Set(loaded)];
  });
  expect(reactVersions.length).toBeLessThanOrEqual(1);
});

test('a remote whose server is down shows the fallback, the rest keeps working, and retry recovers', async ({ page }) => {
  await signIn(page, ACCOUNTS.loja);
  // The account remote's server stops answering.
  await page.route(`${REMOTE_ORIGIN.account}/**`, (route) => route.abort('connectionrefused'));
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Financeiro' }).click();
  await expect(page.getByText('Não foi possível carregar esta parte do portal')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Tentar novamente' });
  await expect(retry).toBeVisible();

  // Menu, header and the other remotes keep working.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Pedidos' }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos' })).toBeVisible();

  // The server is back: 'Tentar novamente' loads the page.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('menuitem', { name: 'Financeiro' }).click();
  await expect(retry).toBeVisible();
  await page.unroute(`${REMOTE_ORIGIN.account}/**`);
  await retry.click();
  await expect(page.getByText('Não foi possível carregar esta parte do portal')).toHaveCount(0);
});
