import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { APPS } from 'tooling/rspack/apps';
import { ACCOUNTS, collectScripts, REMOTE_ORIGIN, signIn } from '../../fixtures';

const repo = path.resolve(__dirname, '../../..');

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

  // Which package a file holds is read from its source map (chunk ids are numbers): each stateful
  // package must come from one origin, and none of its modules in two files. A chunk of generated code
  // only (a federation re-export of a few hundred bytes) has no map and holds no package's modules.
  // The maps are read beside the builds: the servers do not serve them (docs/deployment.md).
  const modulesOf = async (url: string): Promise<string[]> => {
    const { port, pathname } = new URL(url);
    const app = APPS.find((candidate) => String(candidate.port) === port);
    const map = app && path.join(repo, app.dir, 'dist', `${decodeURIComponent(pathname)}.map`);
    if (!map || !existsSync(map)) return [];
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    return sources.map((source) => {
      const name = decodeURIComponent(source.replace(/^webpack:\/\/[^/]*\//, ''));
      const nm = name.lastIndexOf('/node_modules/');
      return nm >= 0 ? name.slice(nm + '/node_modules/'.length) : (name.match(/(?:^|\/)(shared\/src\/.*)$/)?.[1] ?? name);
    });
  };
  const modulesByFile = new Map<string, string[]>();
  for (const url of new Set(scripts)) modulesByFile.set(url, await modulesOf(url));
  const packages: Record<string, (module: string) => boolean> = {
    react: (m) => m.startsWith('react/'),
    'react-dom': (m) => m.startsWith('react-dom/'),
    antd: (m) => m.startsWith('antd/'),
    jotai: (m) => m.startsWith('jotai/'),
    // The stateful part of `shared`; its UI kit and masks hold no state and are bundled per app.
    'shared (session store, HTTP client)': (m) => /^shared\/src\/(session|http)\//.test(m),
  };
  for (const [pkg, isOf] of Object.entries(packages)) {
    const files = [...modulesByFile].filter(([, modules]) => modules.some(isOf)).map(([url]) => url);
    expect.soft(files.length, `${pkg} was fetched`).toBeGreaterThan(0);
    const origins = new Set(files.map((url) => new URL(url).origin));
    expect.soft(origins.size, `${pkg} loaded from ${[...origins].join(', ')}`).toBe(1);
    const copies = new Map<string, number>();
    for (const url of files) for (const m of new Set(modulesByFile.get(url)!.filter(isOf))) copies.set(m, (copies.get(m) ?? 0) + 1);
    const twice = [...copies].filter(([, n]) => n > 1).map(([m]) => m);
    expect.soft(twice, `${pkg} modules fetched in more than one file`).toEqual([]);
  }
  // And the runtime agrees: one React renders the host and every remote.
  const reactVersions = await page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from?: string }>>>> };
      }
    ).__FEDERATION__?.__SHARE__;
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
