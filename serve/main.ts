/**
 * Serves the production builds: the host on :3000 (with /api proxied to the sandbox or API_TARGET)
 * and each remote on its own port. Used by `npm start` and by the e2e suite.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, DEFAULT_PORT_BASE, HOST, INTEGRATOR, PORT_BASE, REMOTES, SANDBOX_PORT } from 'tooling/rspack/apps';
import { createStaticApp, sendRevalidated } from './staticApp';
import { createIntegratorApp } from './integrator';
import { allowedRemoteOrigins, hostSecurityHeaders, remoteSecurityHeaders } from './csp';
import { hostRuntimeConfig, shiftedRemotesJson } from './hostFiles';
import { allowedOriginsOf, mapOrigins } from './runtimeConfig';
import { pagePreloadLinks } from './pagePreloads';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiTarget = process.env.API_TARGET || `http://127.0.0.1:${SANDBOX_PORT}`;
const only = process.env.SERVE_ONLY?.split(',').filter(Boolean);
// Source maps stay on disk beside the build (an error tracker's upload, the bench) unless a developer asks for them.
const sourceMaps = process.env.PORTAL_SERVE_SOURCE_MAPS === '1';

/**
 * Who may change data through any of these servers' /api besides the page's own origin: the host's and the remotes'
 * pages (a remote served alone calls the API from its own port: docs/deployment.md, 'Running one app alone'), and
 * the integrators of the host's runtime configuration (`allowedOrigins`, PORTAL_ALLOWED_ORIGINS). Read on every call.
 */
const hostRoot = path.join(repo, HOST.dir, 'dist');
const portalOrigins = [HOST, ...REMOTES].flatMap((app) => [`http://localhost:${app.port}`, `http://127.0.0.1:${app.port}`]);
const allowedOrigins = () => [...portalOrigins, ...allowedOriginsOf(hostRuntimeConfig(hostRoot))];

async function main() {
  if (!only || only.includes('integrator')) {
    // The example integrator page: remotes embedded with mount(), no host involved.
    const integrator = await createIntegratorApp({ root: path.join(repo, INTEGRATOR.dir), apiTarget });
    await integrator.listen({ port: INTEGRATOR.port, host: '127.0.0.1' });
    process.stdout.write(`integrator example    http://localhost:${INTEGRATOR.port}\n`);
  }
  for (const app of APPS) {
    if (only && !only.includes(app.dir)) continue;
    const root = path.join(repo, app.dir, 'dist');
    const server = await createStaticApp({
      root,
      apiTarget,
      spa: true,
      allowedOrigins,
      sourceMaps,
      // The host's page names the files it asks for first, from remotes.json as it is now (pagePreloads.ts).
      pageLinks: app === HOST ? (pathname) => pagePreloadLinks(pathname, shiftedRemotesJson(root)) : undefined,
      headers:
        app === HOST
          ? () => {
              // The remotes' CDN origins of the runtime configuration and those remotes.json names now, read on every
              // answer: a remote moved to a new origin needs no restart (docs/deployment.md).
              const config = hostRuntimeConfig(root);
              const origins = allowedRemoteOrigins(shiftedRemotesJson(root), config);
              return hostSecurityHeaders(origins, mapOrigins(config));
            }
          : remoteSecurityHeaders,
    });
    if (app === HOST) {
      // The page's runtime configuration and the CSP above come from the same object, so they cannot disagree.
      server.get('/portal-config.json', (request, reply) => sendRevalidated(request, reply, JSON.stringify(hostRuntimeConfig(root)), 'application/json'));
    }
    if (app === HOST && PORT_BASE !== DEFAULT_PORT_BASE) {
      server.get('/remotes.json', (request, reply) => sendRevalidated(request, reply, shiftedRemotesJson(root), 'application/json'));
    }
    await server.listen({ port: app.port, host: '127.0.0.1' });
    if (app === HOST) process.stdout.write(`host       http://localhost:${app.port}\n`);
    else process.stdout.write(`${app.dir.padEnd(18)} http://localhost:${app.port}\n`);
  }
}

main().catch((error: Error) => {
  process.stderr.write(`Could not start the static servers: ${error.message}\n`);
  process.exit(1);
});
