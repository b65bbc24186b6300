/**
 * Where the bench builds, serves and signs in. Its own ports and output folders, so a bench run
 * never disturbs (and is never disturbed by) `npm start` or an e2e run on the same machine.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, PORT_BASE, REMOTES, SANDBOX_PORT } from 'tooling/rspack/apps';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_DIR = path.join(REPO, '.bench');
export const DIST = path.join(BENCH_DIR, 'dist');

/**
 * The bench's own PORTAL_PORT_BASE (bench/bench.mjs sets 7000 unless told otherwise): host on
 * the base, remotes on base+1…+4 (tooling/rspack/apps.ts), the single-bundle baseline on base+9 and the
 * sandbox on base+1000.
 */
export { PORT_BASE, SANDBOX_PORT };
export const MONOLITH_PORT = PORT_BASE + 9;
export const APP_PORTS: Record<string, number> = Object.fromEntries(APPS.map((app) => [app.dir, app.port]));
export const SERVED_DIRS: Record<number, string> = {
  ...Object.fromEntries(Object.entries(APP_PORTS).map(([dir, port]) => [port, path.join(DIST, dir)])),
  [MONOLITH_PORT]: path.join(DIST, 'monolith'),
};

export const HOST_URL = `http://localhost:${APP_PORTS.host}`;
export const MONOLITH_URL = `http://localhost:${MONOLITH_PORT}`;
export const remoteManifest = (dir: string) => `http://localhost:${APP_PORTS[dir]}/mf-manifest.json`;
export { REMOTES };

/** D6 demo account for the page-load journeys; the bench-only store (sandbox/src/bench) for the long list. */
export const ACCOUNT = 'loja@exemplo.com.br';
export const BENCH_ACCOUNT = 'bench@exemplo.com.br';
export const PASSWORD = 'Senha@123';
/** The fan-out queue's places (shared/src/data/fanOut.ts FAN_OUT_CONCURRENCY): the most list reads in flight at once. */
export const FAN_OUT_LIMIT = 6;
/** 'Todas as lojas' (docs/decisions.md D14): the demo franchise (3 stores) and the bench-only one (50 stores). */
export const FRANCHISES = [
  { stores: 3, account: 'franquia@exemplo.com.br' },
  { stores: 50, account: 'franquia-bench@exemplo.com.br' },
] as const;

/** Debian's Chromium, with the project's flags (tooling/chromium.ts). */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export { CHROMIUM_ARGS } from 'tooling/chromium';

/**
 * The remote pages first visited from the side menu after sign-in, one after the other (each remote's main pages):
 * a visit fetches what the pages before it did not. `group` is the submenu an item sits in.
 */
export const MENU_VISITS: readonly { remote: string; menu: string; path: string; group?: string }[] = [
  { remote: 'delivery', menu: 'Montar entrega', path: '/pages/delivery' },
  { remote: 'account', menu: 'Financeiro', path: '/pages/wallet' },
  { remote: 'operations', menu: 'Pedidos', path: '/pages/orders' },
  { remote: 'operations', menu: 'Histórico de entregas', path: '/pages/order-history', group: 'Configurações' },
  { remote: 'operations', menu: 'Entregadores', path: '/pages/couriers', group: 'Configurações' },
  { remote: 'account', menu: 'Perfil da loja', path: '/pages/business' },
  { remote: 'account', menu: 'Tipos de permissão', path: '/pages/roles', group: 'Configurações' },
];

/** The dashboard counters (docs/spec/part-1-signin-dashboard-delivery.md §2, 'Home dashboard'). */
export const DASHBOARD_COUNTERS = ['Em preparo', 'Localizando entregador', 'Em entrega', 'Encerrados'];

/**
 * The mobile network (Chromium's emulation; docs/performance.md): a phone on a weak 3G/4G link. Each request waits one round
 * trip more, every byte shares the 1.6 Mbit/s, and the page's JavaScript runs four times slower.
 */
export const MOBILE_PROFILE = {
  name: 'mobile',
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
} as const;
export type DeviceProfile = typeof MOBILE_PROFILE;
