import { expect, test, type Request } from '@playwright/test';

/**
 * The first load walks no chain of round trips. index.html asks for the framework file, remotes.json and
 * portal-config.json with the page, and the page's answer names its remote's manifest and remoteEntry.js
 * (serve/pagePreloads.ts), so those are asked for with the page too; main.js' first lines have the federation runtime
 * preload the page's file, none of it waiting for the framework; each file is fetched once (the registry and the
 * runtime take the early answers). Seen on the bench's mobile network (150 ms a round trip, 1.6 Mbit/s), where a chain
 * would show.
 */
test('the sign-in page asks for its remote while the framework downloads, and for each file once', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });

  const started = new Map<string, number[]>();
  const name = (request: Request) => new URL(request.url()).pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js');
  page.on('request', (request) => started.set(name(request), [...(started.get(name(request)) ?? []), Date.now()]));

  // The framework file is held back until the remote's files have been asked for (or 15 s, then the test fails):
  // a first load that waited for the framework before asking for them would never ask while it is held.
  const remoteAskedFor = page.waitForRequest((request) => name(request) === '/__federation_expose_SignInPage.js', { timeout: 15_000 });
  let heldUntilRemoteAsked = false;
  await page.route(/\/framework\.[0-9a-f]{8}\.js$/, async (route) => {
    heldUntilRemoteAsked = await remoteAskedFor.then(
      () => true,
      () => false,
    );
    await route.continue();
  });

  const answer = await page.goto('/');
  expect(answer?.headers().link).toMatch(
    /^<http:\/\/localhost:\d+\/mf-manifest\.json>; rel=preload; as=fetch; crossorigin, <http:\/\/localhost:\d+\/remoteEntry\.js>; rel=preload; as=script$/,
  );
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled({ timeout: 30_000 });

  const once = ['/remotes.json', '/portal-config.json', '/framework.js', '/mf-manifest.json', '/remoteEntry.js', '/__federation_expose_SignInPage.js'];
  expect(Object.fromEntries(once.map((path) => [path, started.get(path)?.length ?? 0]))).toEqual(Object.fromEntries(once.map((path) => [path, 1])));
  expect(heldUntilRemoteAsked, "the remote's manifest, entry and page were asked for while the framework was still held").toBe(true);
  // The framework, the remote's manifest and its entry were asked for with the page (index.html's preload and its
  // answer's Link header), not once main.js had arrived and run.
  for (const path of ['/framework.js', '/mf-manifest.json', '/remoteEntry.js'])
    expect(started.get(path)![0]).toBeLessThanOrEqual(started.get('/main.js')![0] + 50);
});
