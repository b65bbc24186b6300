import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ORIGIN_REFUSED } from './apiErrors';
import { createIntegratorApp } from './integrator';
import { shiftRemotePorts } from './shiftPorts';

const PAGE = '<script src="http://localhost:3003/remoteEntry.js"></script><script src="http://localhost:3002/remoteEntry.js"></script>';

describe('shiftRemotePorts', () => {
  it('moves the default remote ports to those of PORTAL_PORT_BASE, and leaves the default base as it is', () => {
    const json = '{"auth":"http://localhost:3001/mf-manifest.json","account":"http://localhost:3004/mf-manifest.json","cdn":"https://cdn.example.com:3001/x"}';
    expect(shiftRemotePorts(json, 5120)).toBe(
      '{"auth":"http://localhost:5121/mf-manifest.json","account":"http://localhost:5124/mf-manifest.json","cdn":"https://cdn.example.com:3001/x"}',
    );
    expect(shiftRemotePorts(json, 3000)).toBe(json);
  });
});

describe('the example integrator page server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'integrator-'));
  writeFileSync(path.join(root, 'index.html'), PAGE);
  writeFileSync(path.join(root, 'integrator.js'), 'export {};');
  writeFileSync(path.join(root, 'integrator.js.map'), '{"version":3,"sourcesContent":["// segredo"]}');

  it('serves the page with the remotes of this copy of the portal, revalidated on every use (304 while unchanged)', async () => {
    const app = await createIntegratorApp({ root, apiTarget: 'http://127.0.0.1:9', portBase: 5120 });
    const answer = await app.inject({ method: 'GET', url: '/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).toBe(PAGE.replace('3003', '5123').replace('3002', '5122'));
    const again = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(answer.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await app.close();
  });

  it('serves its script as a static file and answers 404 for what does not exist', async () => {
    const app = await createIntegratorApp({ root, apiTarget: 'http://127.0.0.1:9' });
    expect((await app.inject({ method: 'GET', url: '/integrator.js' })).body).toBe('export {};');
    const missing = await app.inject({ method: 'GET', url: '/pages/orders' });
    expect(missing.statusCode).toBe(404);
    await app.close();
  });

  it("passes its own page's calls to the API and refuses another origin's form, in the error shape", async () => {
    const app = await createIntegratorApp({ root, apiTarget: 'http://127.0.0.1:9' });
    const form = { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3005' };
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/box/v2/business/profile/update',
      headers: { ...form, origin: 'http://localhost:7777' },
      payload: 'fantasy_name=x',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(API_ORIGIN_REFUSED);
    // Its own page reaches the proxy (here a backend that is down: 502, not 403).
    const own = await app.inject({
      method: 'POST',
      url: '/api/box/v2/business/profile/update',
      headers: { ...form, origin: 'http://localhost:3005' },
      payload: 'fantasy_name=x',
    });
    expect(own.statusCode).toBe(502);
    await app.close();
  });

  it('serves no source map', async () => {
    const app = await createIntegratorApp({ root, apiTarget: 'http://127.0.0.1:9' });
    expect((await app.inject({ method: 'GET', url: '/integrator.js.map' })).statusCode).toBe(404);
    await app.close();
  });
});
