import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../../fixtures';

/**
 * `npm run dev`: an edit to a remote's source shows in the host's page in place — React Fast
 * Refresh — without a reload and with what the user typed kept. The dev servers run on a port base of their
 * own, beside the production servers of the rest of the suite.
 */
const REPO = path.resolve(__dirname, '../../..');
const PORT_BASE = 3100;
const HOST_URL = `http://localhost:${PORT_BASE}`;
const EDITED = path.join(REPO, 'remote-account/src/features/user-profile/messages.ts');

let dev: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dev = spawn(process.execPath, ['tooling/scripts/dev.mjs'], {
    cwd: REPO,
    env: { ...process.env, PORTAL_PORT_BASE: String(PORT_BASE) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  dev.stdout?.on('data', (d) => (output += d));
  dev.stderr?.on('data', (d) => (output += d));
  await expect.poll(() => output, { timeout: 280_000, intervals: [1_000] }).toContain('Ctrl+C para parar.');
});

test.afterAll(() => {
  // The dev servers and their sandbox: the whole process group.
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
});

test("an edit to a remote's component shows in place in the host's page, with what was typed kept", async ({ page }) => {
  test.setTimeout(240_000);
  const original = readFileSync(EDITED, 'utf8');
  try {
    await page.goto(HOST_URL);
    await page.getByLabel('E-mail').fill(ACCOUNTS.loja);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/pages\/home$/, { timeout: 60_000 });
    await page.goto(`${HOST_URL}/pages/user`);
    await expect(page.getByRole('heading', { name: 'Meu perfil', exact: true })).toBeVisible({ timeout: 60_000 });
    const socialName = page.getByLabel('Nome social');
    await expect(socialName).toBeEditable();
    await socialName.fill('Apelido digitado antes da edição');
    // A reload would lose this.
    await page.evaluate(() => Object.assign(window, { __beforeTheEdit__: true }));

    writeFileSync(EDITED, original.replace("title: 'Meu perfil',", "title: 'Meu perfil (editado)',"));
    await expect(page.getByRole('heading', { name: 'Meu perfil (editado)' })).toBeVisible({ timeout: 60_000 });
    await expect(socialName).toHaveValue('Apelido digitado antes da edição');
    expect(await page.evaluate(() => (window as unknown as { __beforeTheEdit__?: boolean }).__beforeTheEdit__)).toBe(true);
  } finally {
    writeFileSync(EDITED, original);
  }
  await expect(page.getByRole('heading', { name: 'Meu perfil', exact: true })).toBeVisible({ timeout: 60_000 });
});
