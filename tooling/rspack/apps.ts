/**
 * The portal's apps, their federation names and the ports `npm start` serves them on.
 * One list, read by the build helper, the static servers, the test scripts and the host's default remotes.json.
 */
export interface AppInfo {
  /** Workspace package and folder name. */
  dir: string;
  /** Module Federation container name (a valid JS identifier). */
  federationName: string;
  port: number;
}

/**
 * The default ports (3000 host, 3001–3004 remotes, 4000 sandbox) shift together with PORTAL_PORT_BASE,
 * so that two copies of the portal (two e2e runs, a bench next to a dev server) can run on one machine.
 */
export const DEFAULT_PORT_BASE = 3000;
export const PORT_BASE = Number(process.env.PORTAL_PORT_BASE || DEFAULT_PORT_BASE);

export const HOST: AppInfo = { dir: 'host', federationName: 'host', port: PORT_BASE };

export const REMOTES: AppInfo[] = [
  { dir: 'remote-auth', federationName: 'auth', port: PORT_BASE + 1 },
  { dir: 'remote-delivery', federationName: 'delivery', port: PORT_BASE + 2 },
  { dir: 'remote-operations', federationName: 'operations', port: PORT_BASE + 3 },
  { dir: 'remote-account', federationName: 'account', port: PORT_BASE + 4 },
];

export const APPS: AppInfo[] = [HOST, ...REMOTES];

export const SANDBOX_PORT = PORT_BASE + 1000;

/**
 * Pages that are not apps of the portal but are served beside it by `npm start`: the example integrator
 * page (examples/integrator) embeds remotes with mount() and no host. Not in APPS: nothing builds it.
 */
export const INTEGRATOR = { dir: 'examples/integrator', port: PORT_BASE + 5 };
