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

export const HOST: AppInfo = { dir: 'host', federationName: 'host', port: 3000 };

export const REMOTES: AppInfo[] = [
  { dir: 'remote-auth', federationName: 'auth', port: 3001 },
  { dir: 'remote-delivery', federationName: 'delivery', port: 3002 },
  { dir: 'remote-operations', federationName: 'operations', port: 3003 },
  { dir: 'remote-account', federationName: 'account', port: 3004 },
];

export const APPS: AppInfo[] = [HOST, ...REMOTES];

export const SANDBOX_PORT = 4000;
