/**
 * Serves the production builds: the host on :3000 (with /api proxied to the sandbox or API_TARGET)
 * and each remote on its own port. Used by `npm start` and by the e2e suite.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, HOST, SANDBOX_PORT } from '../rspack/apps';
import { createStaticApp } from './staticApp';
import { hostContentSecurityPolicy, remoteOrigins } from './csp';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiTarget = process.env.API_TARGET || `http://127.0.0.1:${SANDBOX_PORT}`;
const only = process.env.SERVE_ONLY?.split(',').filter(Boolean);

async function main() {
  for (const app of APPS) {
    if (only && !only.includes(app.dir)) continue;
    const root = path.join(repo, app.dir, 'dist');
    const server = await createStaticApp({
      root,
      apiTarget,
      spa: true,
      headers:
        app === HOST
          ? () => ({ 'Content-Security-Policy': hostContentSecurityPolicy(remoteOrigins(path.join(root, 'remotes.json'))) })
          : undefined,
    });
    await server.listen({ port: app.port, host: '127.0.0.1' });
    if (app === HOST) process.stdout.write(`host       http://localhost:${app.port}\n`);
    else process.stdout.write(`${app.dir.padEnd(18)} http://localhost:${app.port}\n`);
  }
}

main().catch((error: Error) => {
  process.stderr.write(`Could not start the static servers: ${error.message}\n`);
  process.exit(1);
});
