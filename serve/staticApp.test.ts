import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { IMMUTABLE, REVALIDATE, TYPESCRIPT_TYPE } from './fileRules';
import { createStaticApp, sendRevalidated } from './staticApp';

/** A build as tooling/rspack writes it: hashed chunks with their precompressed copies, files a deploy replaces, types. */
function buildFolder(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-static-test-'));
  const chunk = `console.log(${JSON.stringify('portal '.repeat(400))});\n`;
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'remotes.json'), '{"auth":"https://cdn.example.com/auth/mf-manifest.json"}');
  writeFileSync(path.join(root, 'mf-manifest.json'), '{"id":"account"}');
  writeFileSync(path.join(root, 'main.1a2b3c4d.js'), chunk);
  writeFileSync(path.join(root, 'main.1a2b3c4d.js.gz'), gzipSync(chunk, { level: 9 }));
  writeFileSync(path.join(root, 'main.1a2b3c4d.js.br'), brotliCompressSync(chunk));
  // A chunk the build left without a copy (under the size threshold, or an older build): compressed as it is sent.
  writeFileSync(path.join(root, 'other.5e6f7a8b.js'), chunk);
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(root, '@mf-types/account'), { recursive: true });
  writeFileSync(path.join(root, '@mf-types/account/mount.d.ts'), 'export declare function mount(): void;\n');
  return root;
}

describe("serve's files: cache rules, revalidation, precompressed copies, pages and /healthz", () => {
  const root = buildFolder();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('caches content-hashed files for a year and has every other file revalidated, answering 304 while it is unchanged', async () => {
    const app = await createStaticApp({ root });
    expect((await app.inject({ url: '/main.1a2b3c4d.js' })).headers['cache-control']).toBe(IMMUTABLE);
    for (const url of ['/', '/remotes.json', '/mf-manifest.json', '/favicon.svg', '/pages/orders']) {
      const first = await app.inject({ url });
      expect({ url, status: first.statusCode, cache: first.headers['cache-control'] }).toEqual({ url, status: 200, cache: REVALIDATE });
      expect(first.headers.etag).toBeTruthy();
      expect(first.headers['last-modified']).toBeTruthy();
      const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect({ url, status: again.statusCode, body: again.body }).toEqual({ url, status: 304, body: '' });
    }
    // A changed file is sent again: its ETag no longer matches.
    const before = await app.inject({ url: '/remotes.json' });
    writeFileSync(path.join(root, 'remotes.json'), '{"auth":"https://cdn2.example.com/auth/mf-manifest.json"}');
    const after = await app.inject({ url: '/remotes.json', headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ auth: 'https://cdn2.example.com/auth/mf-manifest.json' });
    await app.close();
  });

  it("sends the build's brotli or gzip copy as the browser accepts, with its length; compresses on the fly only a file without one", async () => {
    const app = await createStaticApp({ root });
    const br = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    const gz = await app.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gzipSync(readChunk(root), { level: 9 }).length);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(readChunk(root));
    const plain = await app.inject({ url: '/main.1a2b3c4d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(readChunk(root));
    const onTheFly = await app.inject({ url: '/other.5e6f7a8b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(onTheFly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(onTheFly.rawPayload).toString()).toBe(readChunk(root));
    await app.close();
    // The bench's servers send gzip only: its budgets count gzip bytes.
    const gzipOnly = await createStaticApp({ root, brotli: false });
    const bench = await gzipOnly.inject({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(bench.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(bench.rawPayload).toString()).toBe(readChunk(root));
    await gzipOnly.close();
  });

  it('answers a route whose last segment has a dot with the page; only a real asset extension is a file (404 when missing)', async () => {
    const app = await createStaticApp({ root });
    for (const url of ['/redefinir-senha/abc.def', '/redefinir-senha/abc.js', '/pages/orders/123', '/loja.nova']) {
      const answer = await app.inject({ url });
      expect({ url, status: answer.statusCode, page: answer.body.includes('<div id="root">') }).toEqual({ url, status: 200, page: true });
    }
    for (const url of ['/static/js/missing.1a2b3c4d.js', '/missing.css', '/x/y.png']) {
      expect({ url, status: (await app.inject({ url })).statusCode }).toEqual({ url, status: 404 });
    }
    await app.close();
  });

  it('serves a remote’s published types as TypeScript text, not as an MPEG stream', async () => {
    const app = await createStaticApp({ root });
    const types = await app.inject({ url: '/@mf-types/account/mount.d.ts' });
    expect(types.statusCode).toBe(200);
    expect(types.headers['content-type']).toBe(TYPESCRIPT_TYPE);
    expect(types.headers['cache-control']).toBe(REVALIDATE);
    await app.close();
  });

  it("names the page's preloads on the page's answers alone (any route, and its 304), never on a file or /healthz", async () => {
    const asked: string[] = [];
    const pageLinks = (pathname: string) => {
      asked.push(pathname);
      return [
        '<https://cdn.example.com/auth/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
        '<https://cdn.example.com/auth/remoteEntry.js>; rel=preload; as=script',
      ];
    };
    const app = await createStaticApp({ root, pageLinks });
    for (const url of ['/', '/pages/orders?loja=1']) {
      const page = await app.inject({ url });
      expect(page.headers.link).toBe(
        '<https://cdn.example.com/auth/mf-manifest.json>; rel=preload; as=fetch; crossorigin, <https://cdn.example.com/auth/remoteEntry.js>; rel=preload; as=script',
      );
      const again = await app.inject({ url, headers: { 'if-none-match': String(page.headers.etag) } });
      expect({ status: again.statusCode, link: again.headers.link }).toEqual({ status: 304, link: page.headers.link });
    }
    expect(asked).toEqual(['/', '/', '/pages/orders', '/pages/orders']);
    for (const url of ['/main.1a2b3c4d.js', '/remotes.json', '/healthz', '/nada.js'])
      expect({ url, link: (await app.inject({ url })).headers.link }).toEqual({ url, link: undefined });
    await app.close();
  });

  it('answers /healthz with 200 while it has a build to serve and 503 without one, never cached and never proxied', async () => {
    const app = await createStaticApp({ root, apiTarget: 'http://127.0.0.1:9' });
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
    const empty = await createStaticApp({ root: mkdtempSync(path.join(os.tmpdir(), 'portal-static-empty-')) });
    const none = await empty.inject({ url: '/healthz' });
    expect(none.statusCode).toBe(503);
    expect(none.json()).toEqual({ status: 'no-build' });
    await empty.close();
  });
});

describe('sendRevalidated (a body the server computes: portal-config.json, a shifted remotes.json)', () => {
  it('sends it with no-cache and an ETag of its content, and 304 for a browser that has that content', async () => {
    let body = '{"a":1}';
    const app = Fastify();
    app.get('/config.json', (request, reply) => sendRevalidated(request, reply, body, 'application/json'));
    const first = await app.inject({ url: '/config.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(REVALIDATE);
    expect(first.json()).toEqual({ a: 1 });
    const etag = String(first.headers.etag);
    expect((await app.inject({ url: '/config.json', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await app.inject({ url: '/config.json', headers: { 'if-none-match': `"other", W/${etag}` } })).statusCode).toBe(304);
    body = '{"a":2}';
    const changed = await app.inject({ url: '/config.json', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await app.close();
  });
});

function readChunk(root: string): string {
  return readFileSync(path.join(root, 'main.1a2b3c4d.js'), 'utf8');
}
