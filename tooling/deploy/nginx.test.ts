import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BODY_TOO_LARGE, API_ORIGIN_REFUSED, API_UNAVAILABLE } from '../serve/apiErrors';
import { hostSecurityHeaders, remoteSecurityHeaders } from '../serve/csp';
import { mapOrigins } from '../serve/runtimeConfig';
import { renderNginx } from './nginx';

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
};

/** The values of `add_header Name "value" always;` lines, unquoted. */
function headersOf(snippet: string): Record<string, string> {
  return Object.fromEntries([...snippet.matchAll(/^add_header ([\w-]+) (["'])(.*)\2 always;$/gm)].map((m) => [m[1], m[3]!.replace(/\\(["'\\])/g, '$1')]));
}

describe('deploy/nginx rendering', () => {
  it('sends the same security headers as tooling/serve: the CSP built from remotes.json, nosniff, referrer and permissions policies', () => {
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

  it('serves no source maps unless asked to', () => {
    expect(renderNginx(options)['snippets/source-maps.conf']).toContain('location ~* \\.map$ { return 404; }');
    expect(renderNginx({ ...options, sourceMaps: true })['snippets/source-maps.conf']).toContain('try_files $uri =404;');
    // Every server block includes the rule before its catch-all file location (nginx takes the first regex that matches).
    for (const file of ['portal-host.conf', 'portal-remote-operations.conf']) {
      const text = renderNginx(options)[file]!;
      expect(text.indexOf('source-maps.conf')).toBeGreaterThan(0);
      expect(text.indexOf('source-maps.conf')).toBeLessThan(text.indexOf('location ~ \\.[A-Za-z0-9]+$'));
    }
  });

  it('refuses an upstream with a path, which nginx would put in place of /api/', () => {
    expect(() => renderNginx({ ...options, apiUpstream: 'http://10.0.0.5:8080/api' })).toThrow(/no path/);
    expect(() => renderNginx({ ...options, apiUpstream: 'ftp://10.0.0.5' })).toThrow(/http\(s\)/);
  });

  it("refuses in /api/ a call that would change data from another origin's page, with 403 in the error shape, and tells the backend where the call went", () => {
    const files = renderNginx(options);
    const api = /location \/api\/ \{[\s\S]*?\n {2}\}/.exec(files['portal-host.conf']!)?.[0] ?? '';
    expect(api).toContain('if ($portal_origin_check != ok) { return 403; }');
    expect(api).toContain('error_page 403 @api_forbidden;');
    expect(api).toContain('proxy_set_header X-Forwarded-Host $http_host;');
    expect(api).toContain('proxy_set_header X-Forwarded-Proto $portal_proto;');
    // The rule is set at the server's level, before any location.
    const host = files['portal-host.conf']!;
    expect(host.indexOf('api-origins.conf')).toBeLessThan(host.indexOf('location /api/'));
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
