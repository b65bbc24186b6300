import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from './helpers';

/**
 * The portal installs as an app (docs/decisions.md D13): a valid web app manifest (pt-BR name, icons, standalone,
 * the dashboard as its start) and a service worker, with no installability error from Chromium itself.
 */

interface WebAppManifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

// The journeys of the portal's own service worker (the rest of the suite blocks it: playwright.config.ts). The suite's
// options reach the contexts a test opens itself too, this persistent one included.
test.use({ serviceWorkers: 'allow' });

test('Chromium finds the portal installable: manifest, icons and a service worker that controls the page', async ({ playwright, baseURL }) => {
  // A browser profile on disk: Chromium offers no install in an incognito context (Playwright's default).
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-install-'));
  const { launchOptions } = test.info().project.use;
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, locale: 'pt-BR' });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await installable(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await waitForServiceWorker(page);

  const cdp = await page.context().newCDPSession(page);
  const { errors, data, url } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data?: string; url: string };
  expect(errors).toEqual([]);
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  const manifest = JSON.parse(data ?? '{}') as WebAppManifest;
  expect(manifest).toMatchObject({ name: 'Portal do Comerciante', lang: 'pt-BR', start_url: '/pages/home', display: 'standalone', theme_color: '#1f4fd8' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  // Each icon is a real PNG of its declared size (the PNG header holds width and height).
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
    const png = await answer.body();
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(`${width}x${height}`).toBe(icon.sizes);
  }

  // Chromium's own install criteria.
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors).toEqual([]);

  // The worker never keeps the API, and keeps the runtime files only as an offline copy (network first).
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${new URL(request.url).pathname}`);
    return urls;
  });
  expect(cached.filter((entry) => entry.includes('/api/'))).toEqual([]);
  expect(
    cached
      .filter((entry) => /remotes\.json|portal-config\.json|mf-manifest\.json|remoteEntry\.js/.test(entry))
      .every((entry) => entry.startsWith('portal-runtime ')),
  ).toBe(true);
}
