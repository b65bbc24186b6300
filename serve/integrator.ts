import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createStaticApp, sendRevalidated } from './staticApp';
import { shiftRemotePorts } from './shiftPorts';

/**
 * The example integrator page (examples/integrator): a plain HTML page of a third party that embeds
 * remotes with their mount(). Served like any static site, with /api proxied to the portal's API
 * (the integrator's own backend would do the same, or the API would allow the page's origin).
 * Its HTML and script name the remotes at the default ports; a shifted copy of the portal gets its own.
 */
export async function createIntegratorApp({ root, apiTarget, portBase }: { root: string; apiTarget: string; portBase?: number }): Promise<FastifyInstance> {
  const app = await createStaticApp({ root, apiTarget, spa: false });
  const sendShifted = (file: string, type: string) => (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) =>
    sendRevalidated(request, reply, shiftRemotePorts(readFileSync(path.join(root, file), 'utf8'), portBase), type);
  app.get('/', sendShifted('index.html', 'text/html; charset=utf-8'));
  app.get('/index.html', sendShifted('index.html', 'text/html; charset=utf-8'));
  return app;
}
