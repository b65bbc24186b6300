import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allowedRemoteOrigins, hostContentSecurityPolicy, remoteOrigins } from './csp';
import { allowedOriginsOf, mapOrigins, remoteOriginsOf, SANDBOX_COLLECTOR, SANDBOX_TILES, servedRuntimeConfig } from './runtimeConfig';

describe('host Content-Security-Policy', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
  const file = path.join(dir, 'remotes.json');

  it('allows scripts and calls only from itself and the remotes named in remotes.json', () => {
    writeFileSync(file, JSON.stringify({ auth: 'https://cdn.exemplo.com.br/auth/v3/mf-manifest.json', account: 'http://localhost:3004/mf-manifest.json' }));
    const policy = hostContentSecurityPolicy(remoteOrigins(file));
    expect(policy).toContain("script-src 'self' https://cdn.exemplo.com.br http://localhost:3004;");
    expect(policy).toContain("connect-src 'self' https://cdn.exemplo.com.br http://localhost:3004;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("allows every release a remote's entry names: stable, fallback and canary", () => {
    const releases = (release: string) => `https://${release}.example.com/remote-account/${release}/mf-manifest.json`;
    writeFileSync(
      file,
      JSON.stringify({ account: { stable: releases('stable'), fallback: releases('fallback'), canary: { url: releases('canary'), stores: ['s'] } } }),
    );
    expect(remoteOrigins(file)).toEqual(['https://stable.example.com', 'https://fallback.example.com', 'https://canary.example.com']);
  });

  it('ignores entries that are not http(s) URLs and survives a broken file', () => {
    writeFileSync(file, JSON.stringify({ x: 'javascript:alert(1)', y: 42, z: 'data:text/javascript,1' }));
    expect(remoteOrigins(file)).toEqual([]);
    writeFileSync(file, '{broken');
    expect(remoteOrigins(file)).toEqual([]);
    expect(remoteOrigins(path.join(dir, 'missing.json'))).toEqual([]);
  });
});

describe("the remotes' origins of the runtime configuration (remoteOrigins: the CDN origins)", () => {
  it('takes http(s) origins, normalised, and a wildcard for the leftmost label; ignores paths, other schemes and a bare *', () => {
    const config = {
      remoteOrigins: [
        'https://CDN.Example.com:443/',
        'https://*.cdn.example.com',
        'http://localhost:3104',
        'https://cdn.example.com/remote-auth/',
        'javascript:alert(1)',
        '*',
        'https://*',
        'https://user:pw@cdn.example.com',
        42,
      ],
    };
    expect(remoteOriginsOf(config)).toEqual(['https://cdn.example.com', 'https://*.cdn.example.com', 'http://localhost:3104']);
    expect(remoteOriginsOf({ remoteOrigins: 'https://cdn.example.com' })).toEqual([]);
    expect(remoteOriginsOf({})).toEqual([]);
  });

  it("lets the host's scripts and calls come from them and from the origins remotes.json names now, each once", () => {
    const registry = JSON.stringify({ auth: 'https://cdn.example.com/auth/1.0.0-a/mf-manifest.json', ops: 'https://ops.example.com/mf-manifest.json' });
    const origins = allowedRemoteOrigins(registry, { remoteOrigins: ['https://cdn.example.com', 'https://cdn2.example.com'] });
    expect(origins).toEqual(['https://cdn.example.com', 'https://cdn2.example.com', 'https://ops.example.com']);
    expect(hostContentSecurityPolicy(origins)).toContain("script-src 'self' https://cdn.example.com https://cdn2.example.com https://ops.example.com;");
  });
});

describe("the host's policy follows the runtime configuration's maps", () => {
  it("allows the open map's tile origin, and images from nowhere else", () => {
    const policy = hostContentSecurityPolicy([], mapOrigins({ mapTileUrl: 'https://tiles.exemplo.com.br/{z}/{x}/{y}.png' }));
    expect(policy).toContain("img-src 'self' data: blob: https://tiles.exemplo.com.br;");
    expect(policy).not.toContain('googleapis');
    // No configuration: OpenStreetMap's tiles.
    expect(hostContentSecurityPolicy([], mapOrigins({}))).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
  });

  it('allows tiles on the host itself without another origin (the sandbox tiles of npm start)', () => {
    const config = servedRuntimeConfig({}, {}, { sandbox: true });
    expect(config).toEqual({ ...SANDBOX_TILES, telemetryCollector: SANDBOX_COLLECTOR });
    expect(hostContentSecurityPolicy([], mapOrigins(config))).toContain("img-src 'self' data: blob:;");
  });

  it("allows calls to the reports' collector when it is on another origin", () => {
    const policy = hostContentSecurityPolicy([], mapOrigins({ telemetryCollector: 'https://collector.example.com/v1/events' }));
    expect(policy).toContain("connect-src 'self' https://collector.example.com;");
    expect(servedRuntimeConfig({}, { PORTAL_TELEMETRY_COLLECTOR: 'https://c.example.com/e' }, { sandbox: true }).telemetryCollector).toBe(
      'https://c.example.com/e',
    );
  });

  it("allows Google's map origins only with a key", () => {
    const config = servedRuntimeConfig({}, { PORTAL_GOOGLE_MAPS_KEY: ' chave ' }, { sandbox: false });
    expect(config.googleMapsKey).toBe('chave');
    const policy = hostContentSecurityPolicy([], mapOrigins(config));
    expect(policy).toContain("script-src 'self' https://maps.googleapis.com;");
    expect(policy).toMatch(/img-src [^;]*https:\/\/maps\.gstatic\.com/);
    expect(policy).toContain("font-src 'self' data: https://fonts.gstatic.com;");
  });

  it('takes the file first, then the environment; a tile URL in either wins over the sandbox tiles', () => {
    expect(servedRuntimeConfig({ mapTileUrl: 'https://a.example/{z}/{x}/{y}.png' }, {}, { sandbox: true }).mapTileUrl).toBe(
      'https://a.example/{z}/{x}/{y}.png',
    );
    expect(
      servedRuntimeConfig({ mapTileUrl: 'https://a.example/{z}/{x}/{y}.png' }, { PORTAL_MAP_TILE_URL: 'https://b.example/{z}/{x}/{y}.png' }, { sandbox: true })
        .mapTileUrl,
    ).toBe('https://b.example/{z}/{x}/{y}.png');
  });
});

describe("the integrators' origins of the runtime configuration", () => {
  it('reads allowedOrigins from the file and PORTAL_ALLOWED_ORIGINS from the environment, keeping only http(s) origins', () => {
    const file = { allowedOrigins: ['https://integrador.example.com/pagina', 'nada'] };
    expect(allowedOriginsOf(servedRuntimeConfig(file, {}, { sandbox: true }))).toEqual(['https://integrador.example.com']);
    const both = servedRuntimeConfig(file, { PORTAL_ALLOWED_ORIGINS: 'http://localhost:7000, https://outro.example.com' }, { sandbox: true });
    expect(allowedOriginsOf(both)).toEqual(['https://integrador.example.com', 'http://localhost:7000', 'https://outro.example.com']);
    expect(allowedOriginsOf({ allowedOrigins: 'https://integrador.example.com' })).toEqual([]);
    expect(allowedOriginsOf({})).toEqual([]);
  });
});
