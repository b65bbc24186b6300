/**
 * Renders the nginx configuration of deploy/nginx for one deployment: the host's server block, one per
 * remote, and the snippets they include. The security headers come from tooling/serve/csp.ts and the API's
 * error answers from tooling/serve/apiErrors.ts, the same source `npm start`'s servers use, so the two never
 * drift. Run it again after editing remotes.json to point at a new origin (the CSP names the remotes' origins), or
 * portal-config.json to change the map (the CSP names the tile origin, and Google's with a key) or its
 * `allowedOrigins` (the integrators whose pages may change data through /api).
 *
 *   npm run deploy:nginx -- --out /etc/nginx/portal --host-root /srv/portal/host \
 *     --api http://10.0.0.5:8080 [--port 80] [--server-name portal.example.com] \
 *     [--remote operations=/srv/portal/remote-operations:8003 …] [--allowed-origin https://integrador.example.com …] [--source-maps]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_BODY_LIMIT_BYTES, API_BODY_TOO_LARGE, API_ORIGIN_REFUSED, API_UNAVAILABLE } from '../serve/apiErrors';
import { hostSecurityHeaders, originsOfRegistry, remoteSecurityHeaders } from '../serve/csp';
import { allowedOriginsOf, mapOrigins, readConfigFile } from '../serve/runtimeConfig';
import { originList } from '../serve/requestRules';

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

export interface NginxOptions {
  /** The host's built folder (its remotes.json decides the CSP). */
  hostRoot: string;
  /** The backend, scheme://host[:port] with no path: `/api/…` is passed on as it is. */
  apiUpstream: string;
  /** Where the rendered files will live (the snippets are included by absolute path). */
  outDir: string;
  port?: number;
  serverName?: string;
  remotes?: NginxRemote[];
  /** Serve `*.map` files (off by default: source maps reveal the code's structure and comments). */
  sourceMaps?: boolean;
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

function checkUpstream(url: string): string {
  const parsed = new URL(url);
  if (!/^https?:$/.test(parsed.protocol) || (parsed.pathname !== '/' && parsed.pathname !== '')) {
    throw new Error(`API upstream must be http(s)://host[:port] with no path, got ${url}`);
  }
  return `${parsed.protocol}//${parsed.host}`;
}

/**
 * The origin rule of tooling/serve/requestRules.ts in nginx's terms, at the server's level (an `if` there only sets a
 * variable). One string holds the method, Sec-Fetch-Site, Origin and the origin the browser addressed; each rule that
 * lets the call through turns it into 'ok', and location /api/ refuses anything else with 403.
 */
function originRules(allowed: string[]): string {
  return [
    '# Which pages may change data through /api (tooling/serve/requestRules.ts; docs/decisions.md).',
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

/** The rendered files: relative path in outDir → content. */
export function renderNginx(options: NginxOptions): Record<string, string> {
  const TEMPLATES = path.join(workspaceRoot(), 'deploy/nginx');
  const snippets = path.join(options.outDir, 'snippets');
  const remotesJson = options.remotesJson ?? readFileSync(path.join(options.hostRoot, 'remotes.json'), 'utf8');
  const runtimeConfig = readConfigFile(path.join(options.hostRoot, 'portal-config.json'));
  const files: Record<string, string> = {
    'snippets/gzip.conf': readFileSync(path.join(TEMPLATES, 'snippets/gzip.conf'), 'utf8'),
    // The maps' origins come from the deployment's portal-config.json, the file the page reads (issue 14).
    'snippets/host-headers.conf': headersSnippet(hostSecurityHeaders(originsOfRegistry(remotesJson), mapOrigins(runtimeConfig))),
    'snippets/remote-headers.conf': headersSnippet({ ...remoteSecurityHeaders(), 'Access-Control-Allow-Origin': '*' }),
    'snippets/api-errors.conf': [
      "# The API could not answer: the contract's error shape in pt-BR, never the backend's address.",
      `location @api_forbidden { default_type application/json; return 403 ${quote(JSON.stringify(API_ORIGIN_REFUSED))}; }`,
      `location @api_too_large { default_type application/json; return 413 ${quote(JSON.stringify(API_BODY_TOO_LARGE))}; }`,
      `location @api_unavailable { default_type application/json; return 502 ${quote(JSON.stringify(API_UNAVAILABLE))}; }`,
      '',
    ].join('\n'),
    'snippets/api-origins.conf': originRules(originList([...allowedOriginsOf(runtimeConfig), ...(options.allowedOrigins ?? [])])),
    'snippets/source-maps.conf': options.sourceMaps
      ? 'location ~* \\.map$ {\n  add_header Cache-Control "public, max-age=31536000, immutable";\n  try_files $uri =404;\n}\n'
      : '# Source maps are not served (render with --source-maps to serve them): they carry the sources.\nlocation ~* \\.map$ { return 404; }\n',
  };
  files['portal-host.conf'] = fill(readFileSync(path.join(TEMPLATES, 'host.conf.template'), 'utf8'), {
    PORT: String(options.port ?? 80),
    SERVER_NAME: options.serverName ?? '_',
    ROOT: path.resolve(options.hostRoot),
    SNIPPETS: snippets,
    API_UPSTREAM: checkUpstream(options.apiUpstream),
    API_BODY_LIMIT: `${API_BODY_LIMIT_BYTES / (1024 * 1024)}m`,
  });
  const remoteTemplate = readFileSync(path.join(TEMPLATES, 'remote.conf.template'), 'utf8');
  for (const remote of options.remotes ?? []) {
    files[`portal-remote-${remote.name}.conf`] = fill(remoteTemplate, {
      PORT: String(remote.port),
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
