import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { readConfigFile, servedRuntimeConfig } from './runtimeConfig';
import { shiftRemotePorts } from './shiftPorts';

/**
 * The host's two runtime files as this machine serves them, from `npm start`'s server (main.ts) and from the host's
 * dev server alike: remotes.json with the remotes at PORTAL_PORT_BASE's ports (a shifted copy of the portal loads its
 * own remotes, not another copy's; unreadable reads as none), and portal-config.json with the environment and the
 * sandbox's map tiles unless API_TARGET or PORTAL_MAP_TILE_URL say otherwise (runtimeConfig.ts).
 */
export function shiftedRemotesJson(dir: string): string {
  try {
    return shiftRemotePorts(readFileSync(path.join(dir, 'remotes.json'), 'utf8'));
  } catch {
    return '{}';
  }
}

export const hostRuntimeConfig = (dir: string) =>
  servedRuntimeConfig(readConfigFile(path.join(dir, 'portal-config.json')), process.env, { sandbox: !process.env.API_TARGET });

/** The same two files for the host's dev server (rspack's setupMiddlewares, reading its public/ folder), never cached. */
export function hostDevMiddlewares(publicDir: string) {
  const json = (text: () => string) => (_request: unknown, response: ServerResponse) => {
    response.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate');
    response.setHeader('Content-Type', 'application/json');
    response.end(text());
  };
  return [
    { name: 'remotes-json', path: '/remotes.json', middleware: json(() => shiftedRemotesJson(publicDir)) },
    { name: 'portal-config-json', path: '/portal-config.json', middleware: json(() => JSON.stringify(hostRuntimeConfig(publicDir))) },
  ];
}
