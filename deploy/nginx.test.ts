import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BODY_TOO_LARGE, API_ORIGIN_REFUSED, API_UNAVAILABLE } from 'serve/apiErrors';
import { hostSecurityHeaders, remoteSecurityHeaders } from 'serve/csp';
import { IMMUTABLE, REVALIDATE } from 'serve/fileRules';
import { mapOrigins } from 'serve/runtimeConfig';
import { pagePreloadLinks } from 'serve/pagePreloads';
import { brotliStaticLoaded, njsLoaded, renderNginx, unlistedRemoteOrigins } from './nginx';

const remotesJson = JSON.stringify({
  auth: 'https://cdn.example.com/remote-auth/1.0.0-a/mf-manifest.json',
  operations: 'https://ops.example.com/1.2.0-b/mf-manifest.json',
});
const options = {
  hostRoot: '/srv/portal/host',
  apiUpstream: 'http://10.0.0.5:8080',
  outDir: '/etc/nginx/portal',
  port: 8443,
  remotes: [{ name: 'operations', root: '/srv/portal/remote-operations', port: 8003 }],
  remotesJson,
  brotli: false,
  njs: false,
  nginxVersion: '1.22.1',
};

/** The location blocks of a rendered file, by their opening line. */
function locations(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/^ *location (.+?) \{\n([\s\S]*?)^ *\}/gm)].map((m) => [m[1]!, m[2]!]));
}

/** The values of `add_header Name "value" always;` lines, unquoted. */
function headersOf(snippet: string): Record<string, string> {
  return Object.fromEntries([...snippet.matchAll(/^add_header ([\w-]+) (["'])(.*)\2 always;$/gm)].map((m) => [m[1], m[3]!.replace(/\\(["'\\])/g, '$1')]));
}

describe('deploy/nginx rendering', () => {
  it('sends the same security headers as serve/: the CSP built from remotes.json, nosniff, referrer and permissions policies', () => {
    const files = renderNginx(options);
    // No portal-config.json beside the host: the defaults' map (OpenStreetMap's tiles, no Google).
    expect(headersOf(files['snippets/host-headers.conf']!)).toEqual(
      hostSecurityHeaders(['https://cdn.example.com', 'https://ops.example.com'], mapOrigins({})),
    );
    // A remote's files may be loaded by any page (CORS), and its own page framed by nobody else.
    expect(headersOf(files['snippets/remote-headers.conf']!)).toEqual({ ...remoteSecurityHeaders(), 'Access-Control-Allow-Origin': '*' });
    expect(hostSecurityHeaders([])['Content-Security-Policy']).toContain("frame-ancestors 'self'");
  });

  it("builds the host's CSP from the deployment's portal-config.json too: its tile origin, Google's with a key", () => {
    const hostRoot = mkdtempSync(path.join(tmpdir(), 'nginx-host-'));
    writeFileSync(
      path.join(hostRoot, 'portal-config.json'),
      JSON.stringify({ mapTileUrl: 'https://tiles.exemplo.com.br/{z}/{x}/{y}.png', googleMapsKey: 'chave' }),
    );
    const policy = headersOf(renderNginx({ ...options, hostRoot })['snippets/host-headers.conf']!)['Content-Security-Policy'];
    expect(policy).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.exemplo\.com\.br https:\/\/maps\.googleapis\.com/);
    expect(policy).toContain("script-src 'self' https://cdn.example.com https://ops.example.com https://maps.googleapis.com;");
  });

  it('proxies /api to the one upstream, answers what it cannot pass on in the error shape, and adds no CORS to the API', () => {
    const files = renderNginx(options);
    const host = files['portal-host.conf']!;
    expect(host).toContain('proxy_pass http://10.0.0.5:8080;');
    // '^~': no file rule takes the API's paths (the sandbox's map tiles end in .svg).
    expect(host).toContain('location ^~ /api/ {');
    expect(host).toContain('listen 8443;');
    expect(host).toContain('root /srv/portal/host;');
    expect(host).toContain('client_max_body_size 4m;');
    expect(host).toContain('include /etc/nginx/portal/snippets/host-headers.conf;');
    expect(host).not.toMatch(/Access-Control-Allow-Origin "\*"|Access-Control-Allow-Origin '\*'/);
    expect(files['snippets/api-errors.conf']).toContain(`return 413 '${JSON.stringify(API_BODY_TOO_LARGE)}'`);
    expect(files['snippets/api-errors.conf']).toContain(`return 502 '${JSON.stringify(API_UNAVAILABLE)}'`);
    // Every placeholder was filled.
    for (const text of Object.values(files)) expect(text).not.toMatch(/\$\{[A-Z_]+\}/);
  });

  it('renders one server block per remote, from the same template', () => {
    const remote = renderNginx(options)['portal-remote-operations.conf']!;
    expect(remote).toContain('listen 8003;');
    expect(remote).toContain(`root ${path.resolve('/srv/portal/remote-operations')};`);
    expect(remote).toContain('include /etc/nginx/portal/snippets/remote-headers.conf;');
    expect(remote).not.toContain('proxy_pass');
  });

  it('serves no source maps unless asked to, whatever file rule follows (nginx takes the first regex that matches)', () => {
    for (const files of ['snippets/host-files.conf', 'snippets/remote-files.conf']) {
      const refused = locations(renderNginx(options)[files]!);
      expect(Object.keys(refused)[0]).toBe('~* \\.map$');
      expect(refused['~* \\.map$']).toContain('return 404;');
      const served = locations(renderNginx({ ...options, sourceMaps: true })[files]!);
      expect(served['~* \\.map$']).toContain('try_files $uri =404;');
    }
  });

  it('has content-hashed files kept a year and every other file revalidated; a path is a file only by a real asset extension', () => {
    const files = renderNginx(options);
    const rules = locations(files['snippets/host-files.conf']!);
    const [hashed, other] = Object.entries(rules)
      .filter(([, body]) => body.includes('Cache-Control'))
      .slice(1);
    expect(hashed![1]).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
    expect(other![1]).toContain(`add_header Cache-Control "${REVALIDATE}";`);
    // The patterns as nginx reads them (PCRE, case-insensitive), tried on paths.
    const pattern = (key: string) => new RegExp(/^~\*? "?(.*?)"?$/.exec(key)![1]!, 'i');
    const isHashed = (uri: string) => pattern(hashed![0]).test(uri);
    const isFile = (uri: string) => isHashed(uri) || pattern(other![0]).test(uri);
    expect(isHashed('/antd-core.471e42d4.js')).toBe(true);
    expect(isHashed('/1.0.0-a/8f14e45fceea167a5a36.svg')).toBe(true);
    for (const uri of ['/remotes.json', '/index.html', '/1.0.0-a/mf-manifest.json', '/1.0.0-a/remoteEntry.js', '/favicon.svg']) {
      expect({ uri, hashed: isHashed(uri), file: isFile(uri) }).toEqual({ uri, hashed: false, file: true });
    }
    for (const uri of ['/redefinir-senha/abc.def', '/loja.nova', '/pages/orders/123']) expect({ uri, file: isFile(uri) }).toEqual({ uri, file: false });
    // Under the client-side route prefixes, always the page, even for a last segment like a file's.
    const host = files['portal-host.conf']!;
    expect(host.indexOf('host-page-prefixes.conf')).toBeLessThan(host.indexOf('host-files.conf'));
    expect(Object.keys(locations(files['snippets/host-page-prefixes.conf']!))).toEqual(['^~ /pages/', '^~ /redefinir-senha/']);
    expect(files['snippets/host-page.conf']).toContain(`add_header Cache-Control "${REVALIDATE}";`);
    expect(files['snippets/host-page.conf']).toContain('try_files /index.html =404;');
    // Published types are TypeScript text.
    const types = rules['~ \\.d\\.ts$']!;
    expect(types).toContain('types { }');
    expect(types).toContain('default_type application/typescript;');
    expect(host).not.toContain('no-store');
  });

  it("sends the build's precompressed copies (gzip_static; brotli_static only when asked or loaded), gzip on the fly as the fallback", () => {
    const plain = renderNginx(options)['snippets/compression.conf']!;
    expect(plain).toMatch(/^gzip_static on;$/m);
    expect(plain).not.toMatch(/^brotli_static/m);
    expect(plain).toMatch(/^gzip on;$/m);
    expect(renderNginx({ ...options, brotli: true })['snippets/compression.conf']).toMatch(/^brotli_static on;$/m);
    // Without the option: what Debian's nginx loads (its modules-enabled folder names the module).
    const modules = mkdtempSync(path.join(tmpdir(), 'nginx-modules-'));
    expect(brotliStaticLoaded(modules)).toBe(false);
    writeFileSync(path.join(modules, '50-mod-http-brotli-static.conf'), 'load_module modules/ngx_http_brotli_static_module.so;\n');
    expect(brotliStaticLoaded(modules)).toBe(true);
    expect(brotliStaticLoaded(path.join(modules, 'missing'))).toBe(false);
  });

  it("names the page's remote files for preloading with njs, by the same rule as serve/ (remotes.json read on each answer)", () => {
    const files = renderNginx({ ...options, njs: true });
    expect(files['snippets/page-preloads.conf']).toBe(
      'js_import portal_page_preloads from /etc/nginx/portal/snippets/page-preloads.js;\njs_set $portal_page_links portal_page_preloads.links;\n',
    );
    expect(files['portal-host.conf']).toContain('include /etc/nginx/portal/snippets/page-preloads.conf;');
    expect(files['snippets/host-page.conf']).toMatch(/^add_header Link \$portal_page_links;$/m);
    // njs' module, run here on the cases serve/'s rule answers: the same Link for every address and remotes.json.
    const source = files['snippets/page-preloads.js']!;
    expect(source).toContain('"/srv/portal/host/remotes.json"');
    let remotesText = '';
    const fs = { readFileSync: (file: string) => (file === '/srv/portal/host/remotes.json' ? remotesText : '') };
    const module = new Function('fs', `${source.replace("import fs from 'fs';", '').replace('export default', 'return')}`)(fs) as {
      links: (r: { variables: { request_uri: string } }) => string;
    };
    const registries = [
      remotesJson,
      JSON.stringify({
        operations: { stable: 'https://cdn.example.com/ops/2.0.0-c/mf-manifest.json', fallback: 'https://cdn.example.com/ops/1/mf-manifest.json' },
      }),
      JSON.stringify({
        auth: { stable: 'https://cdn.example.com/a/mf-manifest.json', canary: { url: 'https://cdn.example.com/b/mf-manifest.json', percent: 5 } },
      }),
      JSON.stringify({ auth: '/remote-auth/mf-manifest.json', operations: 'https://cdn.example.com/x/mf-manifest.json?v=2' }),
      'not json',
    ];
    const addresses = ['/', '/redefinir-senha/abc.def', '/pages/home', '/pages/orders/6f1c2a90/', '/pages/courier/create', '/pages/wallet', '/pages/nada'];
    // The address as the browser asked for it ($request_uri: $uri is /index.html once try_files has found the page).
    const links = (address: string) => module.links({ variables: { request_uri: address } });
    for (const registry of registries) {
      remotesText = registry;
      for (const uri of addresses) expect({ uri, registry, link: links(uri) }).toEqual({ uri, registry, link: pagePreloadLinks(uri, registry).join(', ') });
    }
    expect(links('/')).toBe('');
    remotesText = remotesJson;
    expect(links('/pages/home?loja=5')).toBe(links('/pages/home'));
    expect(links('/')).toBe(
      '<https://cdn.example.com/remote-auth/1.0.0-a/mf-manifest.json>; rel=preload; as=fetch; crossorigin, <https://cdn.example.com/remote-auth/1.0.0-a/remoteEntry.js>; rel=preload; as=script',
    );
    // Without njs: no module, no header, and the render says why.
    const plain = renderNginx(options);
    expect(plain['snippets/page-preloads.js']).toBeUndefined();
    expect(plain['snippets/host-page.conf']).not.toContain('Link');
    expect(plain['snippets/page-preloads.conf']).toMatch(/^# /);
    const modules = mkdtempSync(path.join(tmpdir(), 'nginx-modules-'));
    expect(njsLoaded(modules)).toBe(false);
    writeFileSync(path.join(modules, '50-mod-http-js.conf'), 'load_module modules/ngx_http_js_module.so;\n');
    expect(njsLoaded(modules)).toBe(true);
  });

  it('answers /healthz on every server: the host 200 while it has its page (503 without), a remote 200', () => {
    const files = renderNginx(options);
    expect(locations(files['portal-host.conf']!)['= /healthz']).toContain('healthz.conf;');
    expect(files['snippets/healthz.conf']).toContain(`if (!-f $document_root/index.html) { return 503 '{"status":"no-build"}'; }`);
    expect(files['snippets/healthz.conf']).toContain(`return 200 '{"status":"ok"}';`);
    expect(locations(files['portal-remote-operations.conf']!)['= /healthz']).toContain(`return 200 '{"status":"ok"}';`);
  });

  it('serves over TLS with HTTP/2 and HSTS when given a certificate, with an http server that redirects to https', () => {
    const tls = { certificate: '/etc/ssl/portal.pem', key: '/etc/ssl/portal.key' };
    const files = renderNginx({ ...options, port: undefined, tls });
    expect(files['portal-host.conf']).toContain('listen 443 ssl http2;');
    expect(files['portal-remote-operations.conf']).toContain('listen 8003 ssl http2;');
    expect(files['snippets/tls.conf']).toContain('ssl_certificate /etc/ssl/portal.pem;');
    expect(files['snippets/tls.conf']).toContain('ssl_certificate_key /etc/ssl/portal.key;');
    expect(files['snippets/tls.conf']).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    expect(headersOf(files['snippets/host-headers.conf']!)['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(headersOf(files['snippets/remote-headers.conf']!)['Strict-Transport-Security']).toBe('max-age=31536000');
    const redirect = files['portal-host-redirect.conf']!;
    expect(redirect).toContain('listen 80;');
    expect(redirect).toContain('return 301 https://$host$request_uri;');
    expect(locations(redirect)['= /healthz']).toContain('healthz.conf;');
    // Another https port is named in the redirect; nginx 1.25.1 and later switch HTTP/2 on with its own directive.
    const newer = renderNginx({ ...options, tls: { ...tls, httpPort: 8080 }, nginxVersion: '1.26.0' });
    expect(newer['portal-host-redirect.conf']).toContain('return 301 https://$host:8443$request_uri;');
    expect(newer['portal-host.conf']).toContain('listen 8443 ssl;');
    expect(newer['snippets/tls.conf']).toMatch(/^http2 on;$/m);
    expect(renderNginx({ ...options, tls: { ...tls, httpPort: null } })['portal-host-redirect.conf']).toBeUndefined();
    // Without TLS: no HSTS, no redirect, no ssl.
    const plain = renderNginx(options);
    expect(headersOf(plain['snippets/host-headers.conf']!)['Strict-Transport-Security']).toBeUndefined();
    expect(plain['portal-host-redirect.conf']).toBeUndefined();
    expect(plain['snippets/tls.conf']).not.toMatch(/^ssl_/m);
    expect(() => renderNginx({ ...options, tls: { ...tls, key: '/etc/ssl/a key;' } })).toThrow(/unusable/);
  });

  it("allows the remotes' CDN origins of portal-config.json (remoteOrigins) in the CSP, so a remote moved among them needs no new render", () => {
    const hostRoot = mkdtempSync(path.join(tmpdir(), 'nginx-host-'));
    const config = { remoteOrigins: ['https://cdn.example.com', 'https://*.cdn2.example.com', 'ftp://x'] };
    writeFileSync(path.join(hostRoot, 'portal-config.json'), JSON.stringify(config));
    const policy = headersOf(renderNginx({ ...options, hostRoot })['snippets/host-headers.conf']!)['Content-Security-Policy'];
    expect(policy).toContain("script-src 'self' https://cdn.example.com https://*.cdn2.example.com https://ops.example.com;");
    expect(policy).toContain("connect-src 'self' https://cdn.example.com https://*.cdn2.example.com https://ops.example.com;");
    // The renderer names what only remotes.json allows: moving that remote would need a new render.
    expect(unlistedRemoteOrigins(remotesJson, config)).toEqual(['https://ops.example.com']);
    expect(unlistedRemoteOrigins(JSON.stringify({ a: 'https://eu.cdn2.example.com/x/mf-manifest.json' }), config)).toEqual([]);
    expect(unlistedRemoteOrigins(JSON.stringify({ a: 'http://eu.cdn2.example.com/x/mf-manifest.json' }), config)).toEqual(['http://eu.cdn2.example.com']);
  });

  it('refuses an upstream with a path, which nginx would put in place of /api/', () => {
    expect(() => renderNginx({ ...options, apiUpstream: 'http://10.0.0.5:8080/api' })).toThrow(/no path/);
    expect(() => renderNginx({ ...options, apiUpstream: 'ftp://10.0.0.5' })).toThrow(/http\(s\)/);
  });

  it("refuses in /api/ a call that would change data from another origin's page, with 403 in the error shape, and tells the backend where the call went", () => {
    const files = renderNginx(options);
    const api = locations(files['portal-host.conf']!)['^~ /api/'] ?? '';
    expect(api).toContain('if ($portal_origin_check != ok) { return 403; }');
    expect(api).toContain('error_page 403 @api_forbidden;');
    expect(api).toContain('proxy_set_header X-Forwarded-Host $http_host;');
    expect(api).toContain('proxy_set_header X-Forwarded-Proto $portal_proto;');
    // The rule is set at the server's level, before any location.
    const host = files['portal-host.conf']!;
    expect(host.indexOf('api-origins.conf')).toBeLessThan(host.indexOf('location ^~ /api/'));
    expect(files['snippets/api-errors.conf']).toContain(`return 403 '${JSON.stringify(API_ORIGIN_REFUSED)}'`);
    // No integrator named: only the page's own origin (and the browser's same-origin word) passes.
    expect(files['snippets/api-origins.conf']).not.toContain('$http_origin =');
  });

  it("lets through the integrators named by the deployment's portal-config.json (allowedOrigins) and the renderer's options, normalised", () => {
    const hostRoot = mkdtempSync(path.join(tmpdir(), 'nginx-host-'));
    writeFileSync(path.join(hostRoot, 'portal-config.json'), JSON.stringify({ allowedOrigins: ['https://Integrador.example.com/loja', 'javascript:x'] }));
    const rules = renderNginx({ ...options, hostRoot, allowedOrigins: ['http://localhost:7000'] })['snippets/api-origins.conf']!;
    const listed = [...rules.matchAll(/^if \(\$http_origin = '([^']+)'\) \{ set \$portal_origin_check ok; \}$/gm)].map((m) => m[1]);
    expect(listed).toEqual(['https://integrador.example.com', 'http://localhost:7000']);
  });
});
