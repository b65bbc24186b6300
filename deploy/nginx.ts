/**
 * Renders the nginx configuration of deploy/nginx for one deployment: the host's server block, one per
 * remote, the http→https redirect with TLS, and the snippets they include. The security headers come from
 * serve/csp.ts, the API's error answers from serve/apiErrors.ts and the file rules (which paths are
 * files, what is cached how long) from serve/fileRules.ts: the same sources `npm start`'s servers use, so the
 * two never drift. The CSP allows the remotes' CDN origins (`remoteOrigins` of portal-config.json) and the origins
 * remotes.json names at render time: a remote moved within those origins needs nothing here. Run it again after adding
 * a CDN origin, changing the map (the CSP names the tile origin, and Google's with a key) or `allowedOrigins` (the
 * integrators whose pages may change data through /api).
 *
 *   npm run deploy:nginx -- --out /etc/nginx/portal --host-root /srv/portal/host \
 *     --api http://10.0.0.5:8080 [--port 443] [--server-name portal.example.com] \
 *     [--tls-cert /etc/ssl/portal.pem --tls-key /etc/ssl/portal.key [--http-port 80|none]] [--brotli|--no-brotli] [--njs|--no-njs] \
 *     [--remote operations=/srv/portal/remote-operations:8003 …] [--allowed-origin https://integrador.example.com …] [--source-maps]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_BODY_LIMIT_BYTES, API_BODY_TOO_LARGE, API_ORIGIN_REFUSED, API_UNAVAILABLE } from 'serve/apiErrors';
import { allowedRemoteOrigins, hostSecurityHeaders, originsOfRegistry, remoteSecurityHeaders } from 'serve/csp';
import { ASSET_EXTENSIONS, CONTENT_HASHED_SOURCE, IMMUTABLE, PAGE_PREFIXES, REVALIDATE } from 'serve/fileRules';
import { allowedOriginsOf, mapOrigins, readConfigFile, remoteOriginsOf } from 'serve/runtimeConfig';
import { originList } from 'serve/requestRules';
import { PRELOAD_RULE_DATA } from 'serve/pagePreloads';

/** The workspace's root, found from the working directory (scripts, jest and Playwright all run inside it). */
function workspaceRoot(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) throw new Error('deploy/nginx: run inside the portal workspace');
  }
}

export interface NginxRemote {
  /** File name part: `portal-remote-<name>.conf`. */
  name: string;
  /** The folder holding the remote's release folders (or one dist/). */
  root: string;
  port: number;
  serverName?: string;
}

export interface NginxTls {
  /** The certificate (PEM, with its chain) and its key, as nginx reads them. */
  certificate: string;
  key: string;
  /** The plain-http port that redirects to https (80 by default); null for none. */
  httpPort?: number | null;
  /** Strict-Transport-Security's max-age in seconds (a year by default). */
  hstsMaxAge?: number;
}

export interface NginxOptions {
  /** The host's built folder (its remotes.json and portal-config.json decide the CSP). */
  hostRoot: string;
  /** The backend, scheme://host[:port] with no path: `/api/…` is passed on as it is. */
  apiUpstream: string;
  /** Where the rendered files will live (the snippets are included by absolute path). */
  outDir: string;
  /** The host's port: 443 with TLS, 80 without, by default. */
  port?: number;
  serverName?: string;
  /** Serve over TLS with HTTP/2 and HSTS (the remotes' servers too), with an http server that redirects to it. */
  tls?: NginxTls;
  /** Use brotli_static (the module must be loaded: Debian's libnginx-mod-http-brotli-static). Default: when Debian's nginx loads it. */
  brotli?: boolean;
  /** nginx's version, which decides how HTTP/2 is switched on; found by running `nginx -v` when omitted. */
  nginxVersion?: string | null;
  remotes?: NginxRemote[];
  /** Serve `*.map` files (off by default: source maps reveal the code's structure and comments). */
  sourceMaps?: boolean;
  /**
   * Name the page's remote files for preloading (`Link`, read from remotes.json on every page's answer) with njs, which
   * must be loaded: Debian's libnginx-mod-http-js. Default: when Debian's nginx loads it.
   */
  njs?: boolean;
  /** The host's remotes.json text; read from hostRoot when omitted. */
  remotesJson?: string;
  /** Integrators' origins whose pages may change data through /api, besides `allowedOrigins` of the host's portal-config.json. */
  allowedOrigins?: string[];
}

/**
 * An nginx string: in double quotes when the value holds single ones (a CSP), else in single quotes (JSON);
 * backslashes and the enclosing quote escaped. A `$` would be read as a variable, so none is allowed.
 */
function quote(value: string): string {
  if (value.includes('$')) throw new Error(`deploy/nginx: '$' in a header or body: ${value}`);
  const mark = value.includes("'") ? '"' : "'";
  return `${mark}${value.replace(/\\/g, '\\\\').replaceAll(mark, `\\${mark}`)}${mark}`;
}

const headersSnippet = (headers: Record<string, string>) =>
  // `always`: error answers (404, 413, 502) carry them too.
  `${Object.entries(headers)
    .map(([name, value]) => `add_header ${name} ${quote(value)} always;`)
    .join('\n')}\n`;

function fill(template: string, values: Record<string, string>): string {
  const text = template.replace(/\$\{([A-Z_]+)\}/g, (match, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx: no value for ${match}`);
    return values[name]!;
  });
  return text;
}

/** Where Debian's nginx looks for the dynamic modules it loads (nginx.conf: `include /etc/nginx/modules-enabled/*.conf`). */
export const MODULES_ENABLED = '/etc/nginx/modules-enabled';

/** Whether the nginx of this machine loads a dynamic module: a file of modules-enabled names it. */
function loadsModule(module: string, modulesEnabled: string): boolean {
  try {
    return readdirSync(modulesEnabled).some((file) => readFileSync(path.join(modulesEnabled, file), 'utf8').includes(module));
  } catch {
    return false;
  }
}

/** Whether the nginx of this machine loads the brotli_static module (Debian's libnginx-mod-http-brotli-static). */
export const brotliStaticLoaded = (modulesEnabled = MODULES_ENABLED) => loadsModule('ngx_http_brotli_static_module', modulesEnabled);

/** Whether the nginx of this machine loads njs (Debian's libnginx-mod-http-js). */
export const njsLoaded = (modulesEnabled = MODULES_ENABLED) => loadsModule('ngx_http_js_module', modulesEnabled);

/** The version of the nginx on this machine (`nginx -v`), or null when there is none. */
export function installedNginxVersion(): string | null {
  for (const binary of ['/usr/sbin/nginx', 'nginx']) {
    const run = spawnSync(binary, ['-v'], { encoding: 'utf8' });
    const version = /nginx\/(\d+\.\d+\.\d+)/.exec(`${run.stderr ?? ''}${run.stdout ?? ''}`)?.[1];
    if (version) return version;
  }
  return null;
}

/** nginx 1.25.1 moved HTTP/2 from `listen … http2` (deprecated there) to the `http2 on;` directive. */
function http2Directive(version: string | null): boolean {
  const [major = 0, minor = 0, patch = 0] = (version ?? '0.0.0').split('.').map(Number);
  return major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
}

/**
 * The origins remotes.json names that `remoteOrigins` does not cover: the CSP allows them only as rendered now, so
 * moving such a remote would need a new render. The renderer says so.
 */
export function unlistedRemoteOrigins(remotesJson: string, config: { remoteOrigins?: unknown }): string[] {
  const listed = remoteOriginsOf(config);
  const covered = (origin: string) =>
    listed.some((entry) => {
      if (entry === origin) return true;
      const wildcard = /^(https?:\/\/)\*\.(.+)$/.exec(entry);
      if (!wildcard) return false;
      const { protocol, host } = new URL(origin);
      return `${protocol}//` === wildcard[1] && host.endsWith(`.${wildcard[2]}`);
    });
  return originsOfRegistry(remotesJson).filter((origin) => !covered(origin));
}

/**
 * The file rules of serve/fileRules.ts as nginx locations (regular expressions, checked in this order, after
 * the prefix locations marked `^~`), each with the server's headers.
 */
function fileLocations(headers: string, sourceMaps: boolean): string {
  const extensions = ASSET_EXTENSIONS.join('|');
  return [
    sourceMaps
      ? `location ~* \\.map$ {\n  include ${headers};\n  add_header Cache-Control "${REVALIDATE}";\n  try_files $uri =404;\n}`
      : `# Source maps are not served (render with --source-maps to serve them): they carry the sources.\nlocation ~* \\.map$ {\n  include ${headers};\n  return 404;\n}`,
    "# A remote's published types: TypeScript text, not the MPEG stream mime.types makes of '.ts'.",
    `location ~ \\.d\\.ts$ {\n  include ${headers};\n  types { }\n  default_type application/typescript;\n  charset utf-8;\n  charset_types application/typescript;\n  add_header Cache-Control "${REVALIDATE}";\n  try_files $uri =404;\n}`,
    '# A name that carries its content hash never changes: a year, immutable.',
    `location ~* "${CONTENT_HASHED_SOURCE.replace(/\$$/, '').replace('[a-z0-9]+', `(${extensions})`)}$" {\n  include ${headers};\n  add_header Cache-Control "${IMMUTABLE}";\n  try_files $uri =404;\n}`,
    '# Any other file may be replaced in place by a deploy (index.html, remotes.json, portal-config.json, the manifests,',
    '# remoteEntry.js, release.json, a favicon): revalidated on every use, answered 304 while unchanged (ETag, Last-Modified).',
    `location ~* "\\.(${extensions})$" {\n  include ${headers};\n  add_header Cache-Control "${REVALIDATE}";\n  try_files $uri =404;\n}`,
    '',
  ].join('\n');
}

function checkUpstream(url: string): string {
  const parsed = new URL(url);
  if (!/^https?:$/.test(parsed.protocol) || (parsed.pathname !== '/' && parsed.pathname !== '')) {
    throw new Error(`API upstream must be http(s)://host[:port] with no path, got ${url}`);
  }
  return `${parsed.protocol}//${parsed.host}`;
}

/**
 * The origin rule of serve/requestRules.ts in nginx's terms, at the server's level (an `if` there only sets a
 * variable). One string holds the method, Sec-Fetch-Site, Origin and the origin the browser addressed; each rule that
 * lets the call through turns it into 'ok', and location /api/ refuses anything else with 403.
 */
function originRules(allowed: string[]): string {
  return [
    '# Which pages may change data through /api (serve/requestRules.ts; docs/decisions.md).',
    '# The origin the browser addressed: https when it came over TLS here or the proxy in front says so.',
    'set $portal_proto $scheme;',
    'if ($http_x_forwarded_proto = https) { set $portal_proto https; }',
    'set $portal_origin_check "$request_method|$http_sec_fetch_site|$http_origin|$portal_proto://$http_host";',
    '# Reads change nothing.',
    String.raw`if ($portal_origin_check ~ "^(GET|HEAD|OPTIONS)\|") { set $portal_origin_check ok; }`,
    "# The browser's own word: the portal's page, or an address the user typed.",
    String.raw`if ($portal_origin_check ~* "^[^|]*\|(same-origin|none)\|") { set $portal_origin_check ok; }`,
    "# Neither header: no browser's cross-site request (curl, a server).",
    String.raw`if ($portal_origin_check ~ "^[^|]*\|\|\|") { set $portal_origin_check ok; }`,
    "# An Origin that is the page's own.",
    String.raw`if ($portal_origin_check ~* "^[^|]*\|[^|]*\|([^|]+)\|\1$") { set $portal_origin_check ok; }`,
    '# The integrators of allowedOrigins (portal-config.json).',
    ...allowed.map((origin) => `if ($http_origin = ${quote(origin)}) { set $portal_origin_check ok; }`),
    '',
  ].join('\n');
}

/** The TLS settings every server block of the render includes: Mozilla's 'intermediate' profile, HTTP/2 on newer nginx. */
function tlsSnippet(tls: NginxTls | undefined, http2On: boolean): string {
  if (!tls) return '# Plain http: TLS ends in front of nginx, or render with --tls-cert and --tls-key.\n';
  for (const file of [tls.certificate, tls.key]) if (/[\s;{}$'"]/.test(file)) throw new Error(`deploy/nginx: unusable file name ${file}`);
  return [
    `ssl_certificate ${path.resolve(tls.certificate)};`,
    `ssl_certificate_key ${path.resolve(tls.key)};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
    'ssl_prefer_server_ciphers off;',
    'ssl_session_cache shared:portal_tls:10m;',
    'ssl_session_timeout 1d;',
    'ssl_session_tickets off;',
    ...(http2On ? ['http2 on;'] : []),
    '',
  ].join('\n');
}

/** The build's precompressed copies first (tooling/rspack/precompress.ts); gzip on the fly only for what has none. */
function compressionSnippet(brotli: boolean): string {
  return [
    "# The build's copies: x.js.gz (and x.js.br) sent for x.js, with their length and ETag, no work per request.",
    'gzip_static on;',
    ...(brotli ? ['brotli_static on;'] : ['# brotli_static: render with --brotli where the module is loaded (libnginx-mod-http-brotli-static).']),
    "# On the fly, only for what has no copy: files under 1 KB, the runtime configuration, the API's JSON.",
    'gzip on;',
    'gzip_vary on;',
    'gzip_comp_level 5;',
    'gzip_min_length 256;',
    'gzip_types text/plain text/css application/javascript text/javascript application/json image/svg+xml application/typescript application/manifest+json;',
    '',
  ].join('\n');
}

/** The rendered files: relative path in outDir → content. */
export function renderNginx(options: NginxOptions): Record<string, string> {
  const TEMPLATES = path.join(workspaceRoot(), 'deploy/nginx');
  const snippets = path.join(options.outDir, 'snippets');
  const remotesJson = options.remotesJson ?? readFileSync(path.join(options.hostRoot, 'remotes.json'), 'utf8');
  const runtimeConfig = readConfigFile(path.join(options.hostRoot, 'portal-config.json'));
  const tls = options.tls;
  const http2On = Boolean(tls) && http2Directive(options.nginxVersion === undefined ? installedNginxVersion() : options.nginxVersion);
  const listen = (port: number) => (tls ? `${port} ssl${http2On ? '' : ' http2'}` : String(port));
  const hsts: Record<string, string> = tls ? { 'Strict-Transport-Security': `max-age=${tls.hstsMaxAge ?? 31_536_000}` } : {};
  const hostHeaders = path.join(snippets, 'host-headers.conf');
  const njs = options.njs ?? njsLoaded();
  // Not `always`: on the page's 200 and its 304 (the browser keeps a 304's headers); an empty value sends none.
  const pageLinks = njs ? 'add_header Link $portal_page_links;\n' : '';
  const pageLocation = `include ${hostHeaders};\nadd_header Cache-Control "${REVALIDATE}";\n${pageLinks}try_files /index.html =404;\n`;
  const files: Record<string, string> = {
    'snippets/compression.conf': compressionSnippet(options.brotli ?? brotliStaticLoaded()),
    'snippets/tls.conf': tlsSnippet(tls, http2On),
    // The remotes' CDN origins and the maps' come from the deployment's portal-config.json, the file the page reads.
    'snippets/host-headers.conf': headersSnippet({
      ...hostSecurityHeaders(allowedRemoteOrigins(remotesJson, runtimeConfig), mapOrigins(runtimeConfig)),
      ...hsts,
    }),
    'snippets/remote-headers.conf': headersSnippet({ ...remoteSecurityHeaders(), 'Access-Control-Allow-Origin': '*', ...hsts }),
    'snippets/host-page.conf': pageLocation,
    'snippets/page-preloads.conf': njs
      ? `js_import portal_page_preloads from ${path.join(snippets, 'page-preloads.js')};\njs_set $portal_page_links portal_page_preloads.links;\n`
      : "# The page's remote files are not named for preloading: render where njs is loaded (libnginx-mod-http-js).\n",
    'snippets/host-page-prefixes.conf': PAGE_PREFIXES.map((prefix) => `location ^~ ${prefix} {\n  include ${path.join(snippets, 'host-page.conf')};\n}\n`).join(
      '',
    ),
    'snippets/host-files.conf': fileLocations(hostHeaders, Boolean(options.sourceMaps)),
    'snippets/remote-files.conf': fileLocations(path.join(snippets, 'remote-headers.conf'), Boolean(options.sourceMaps)),
    'snippets/healthz.conf': [
      'access_log off;',
      'add_header Cache-Control "no-store" always;',
      'default_type application/json;',
      `if (!-f $document_root/index.html) { return 503 '{"status":"no-build"}'; }`,
      `return 200 '{"status":"ok"}';`,
      '',
    ].join('\n'),
    'snippets/api-errors.conf': [
      "# The API could not answer: the contract's error shape in pt-BR, never the backend's address.",
      `location @api_forbidden { default_type application/json; return 403 ${quote(JSON.stringify(API_ORIGIN_REFUSED))}; }`,
      `location @api_too_large { default_type application/json; return 413 ${quote(JSON.stringify(API_BODY_TOO_LARGE))}; }`,
      `location @api_unavailable { default_type application/json; return 502 ${quote(JSON.stringify(API_UNAVAILABLE))}; }`,
      '',
    ].join('\n'),
    'snippets/api-origins.conf': originRules(originList([...allowedOriginsOf(runtimeConfig), ...(options.allowedOrigins ?? [])])),
  };
  if (njs) {
    files['snippets/page-preloads.js'] = fill(readFileSync(path.join(TEMPLATES, 'page-preloads.js.template'), 'utf8'), {
      REMOTES_JSON_FILE: JSON.stringify(path.resolve(options.hostRoot, 'remotes.json')),
      REMOTE_ENTRY: JSON.stringify(PRELOAD_RULE_DATA.remoteEntry),
      PAGES: JSON.stringify(PRELOAD_RULE_DATA.pages),
    });
  }
  const port = options.port ?? (tls ? 443 : 80);
  const serverName = options.serverName ?? '_';
  files['portal-host.conf'] = fill(readFileSync(path.join(TEMPLATES, 'host.conf.template'), 'utf8'), {
    LISTEN: listen(port),
    SERVER_NAME: serverName,
    ROOT: path.resolve(options.hostRoot),
    SNIPPETS: snippets,
    API_UPSTREAM: checkUpstream(options.apiUpstream),
    API_BODY_LIMIT: `${API_BODY_LIMIT_BYTES / (1024 * 1024)}m`,
  });
  const httpPort = tls ? (tls.httpPort === undefined ? 80 : tls.httpPort) : null;
  if (httpPort !== null) {
    files['portal-host-redirect.conf'] = fill(readFileSync(path.join(TEMPLATES, 'redirect.conf.template'), 'utf8'), {
      LISTEN: String(httpPort),
      SERVER_NAME: serverName,
      ROOT: path.resolve(options.hostRoot),
      SNIPPETS: snippets,
      HTTPS_PORT: port === 443 ? '' : `:${port}`,
    });
  }
  const remoteTemplate = readFileSync(path.join(TEMPLATES, 'remote.conf.template'), 'utf8');
  for (const remote of options.remotes ?? []) {
    files[`portal-remote-${remote.name}.conf`] = fill(remoteTemplate, {
      LISTEN: listen(remote.port),
      SERVER_NAME: remote.serverName ?? '_',
      ROOT: path.resolve(remote.root),
      SNIPPETS: snippets,
    });
  }
  return files;
}

export function writeNginx(options: NginxOptions): string[] {
  const files = renderNginx(options);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(options.outDir, name)), { recursive: true });
    writeFileSync(path.join(options.outDir, name), content);
  }
  return Object.keys(files);
}
