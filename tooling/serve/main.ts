/**
 * Serves the production builds: the host on :3000 (with /api proxied to the sandbox or API_TARGET)
 * and each remote on its own port. Used by `npm start` and by the e2e suite.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { APPS, DEFAULT_PORT_BASE, HOST, INTEGRATOR, PORT_BASE, SANDBOX_PORT } from '../rspack/apps';
import { createStaticApp } from './staticApp';
import { createIntegratorApp } from './integrator';
import { hostSecurityHeaders, originsOfRegistry, remoteOrigins, remoteSecurityHeaders } from './csp';
import { shiftRemotePorts } from './shiftPorts';
import { mapOrigins, readConfigFile, servedRuntimeConfig } from './runtimeConfig';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiTarget = process.env.API_TARGET || `http://127.0.0.1:${SANDBOX_PORT}`;
const only = process.env.SERVE_ONLY?.split(',').filter(Boolean);

/**
 * The host's remotes.json with the default localhost ports moved to PORTAL_PORT_BASE's, so a shifted
 * copy of the portal loads its own remotes, not another copy's.
 */
function shiftedRemotesJson(file: string): string {
  return shiftRemotePorts(readFileSync(file, 'utf8'));
}

/** The host's runtime configuration as served: its build's portal-config.json, the environment, the sandbox's tiles. */
const runtimeConfig = (root: string) =>
  servedRuntimeConfig(readConfigFile(path.join(root, 'portal-config.json')), process.env, { sandbox: !process.env.API_TARGET });

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
      headers:
        app === HOST
          ? () => {
              const file = path.join(root, 'remotes.json');
              const origins = PORT_BASE === DEFAULT_PORT_BASE ? remoteOrigins(file) : originsOfRegistry(shiftedRemotesJson(file));
              return hostSecurityHeaders(origins, mapOrigins(runtimeConfig(root)));
            }
          : remoteSecurityHeaders,
    });
    if (app === HOST) {
      // The page's runtime configuration and the CSP above come from the same object (issue 14).
      server.get('/portal-config.json', (_request, reply) => {
        reply
          .header('Cache-Control', 'no-cache, no-store, must-revalidate')
          .type('application/json')
          .send(JSON.stringify(runtimeConfig(root)));
      });
    }
    if (app === HOST && PORT_BASE !== DEFAULT_PORT_BASE) {
      server.get('/remotes.json', (_request, reply) => {
        reply
          .header('Cache-Control', 'no-cache, no-store, must-revalidate')
          .type('application/json')
          .send(shiftedRemotesJson(path.join(root, 'remotes.json')));
      });
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
