import { expect, test, type Request } from '@playwright/test';

/**
 * Issue 16: the first load walks no chain of round trips. The entry asks for remotes.json at once and, from it, the
 * manifest of the page's remote, whose remoteEntry.js and page file it preloads, all while the framework is still
 * downloading; each file is fetched once (the runtime takes the early answers, the script tags find the preloads).
 * Seen on issue 16's mobile network (150 ms a round trip, 1.6 Mbit/s), where the chain would show.
 */
test('the sign-in page asks for its remote while the framework downloads, and for each file once', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });

  const started = new Map<string, number[]>();
  const finished = new Map<string, number>();
  const name = (request: Request) => new URL(request.url()).pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js');
  page.on('request', (request) => started.set(name(request), [...(started.get(name(request)) ?? []), Date.now()]));
  page.on('requestfinished', (request) => finished.set(name(request), Date.now()));

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled({ timeout: 30_000 });

  const once = ['/remotes.json', '/portal-config.json', '/mf-manifest.json', '/remoteEntry.js', '/__federation_expose_SignInPage.js'];
  expect(Object.fromEntries(once.map((path) => [path, started.get(path)?.length ?? 0]))).toEqual(Object.fromEntries(once.map((path) => [path, 1])));

  // The remote's manifest and its remoteEntry.js were asked for before the framework had arrived.
  const frameworkDone = finished.get('/framework.js');
  expect(frameworkDone, 'the framework chunk loaded').toBeDefined();
  expect(started.get('/mf-manifest.json')![0]).toBeLessThan(frameworkDone!);
  expect(started.get('/remoteEntry.js')![0]).toBeLessThan(frameworkDone!);
});
