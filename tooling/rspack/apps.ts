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

/** The default ports (3000 host, 3001–3004 remotes, 4000 sandbox) shift with PORTAL_PORT_BASE: two copies on one machine. */
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

/** A remote's entry, published beside its mf-manifest.json (whose publicPath is 'auto'). */
export const REMOTE_ENTRY = 'remoteEntry.js';

export const SANDBOX_PORT = PORT_BASE + 1000;

/** The example integrator page (embeds remotes with mount(), no host), served beside the portal by `npm start`; not built. */
export const INTEGRATOR = { dir: 'examples/integrator', port: PORT_BASE + 5 };
