import { readFileSync } from 'node:fs';
import { collectorOf, isTileUrl, mapTilesOf, type PortalRuntimeConfig } from 'shared/runtime-config-shape';
import { originList } from './requestRules';

/**
 * The deployment's runtime configuration (docs/deployment.md, 'Other settings'): `portal-config.json` beside the host page, which the page
 * reads at start and from which the host's server builds its Content-Security-Policy (the map's tile origin;
 * Google's origins only with a key). One file, two readers: the page and its CSP cannot disagree.
 */

/** The sandbox's own tiles (sandbox/src/tiles.ts): a map drawn offline, in the demo and the e2e suite. */
export const SANDBOX_TILES = { mapTileUrl: '/api/sandbox/tiles/{z}/{x}/{y}.svg', mapAttribution: 'Mapa de demonstração (sandbox)' } as const;
/** The sandbox's collector of the portal's reports (sandbox/src/telemetry.ts; `npm run releases` reads it). */
export const SANDBOX_COLLECTOR = '/api/sandbox/telemetry';

/**
 * The file as the servers read it: the page's settings, and `allowedOrigins`, the integrators' origins whose pages
 * may change data through the portal's /api besides the portal's own (requestRules.ts). The page ignores it.
 */
export interface ServerRuntimeConfig extends PortalRuntimeConfig {
  allowedOrigins?: unknown;
  /**
   * The origins the remotes may be served from (the CDN origins): the host's Content-Security-Policy allows scripts and
   * calls from them besides the origins remotes.json names now, so a remote moved to one of them needs no new
   * configuration of the web server (docs/deployment.md, 'Where the remotes may live'). The page ignores it.
   */
  remoteOrigins?: unknown;
}

/** A configuration file's content: unreadable or malformed reads as none (the defaults). */
export function readConfigFile(file: string): ServerRuntimeConfig {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as ServerRuntimeConfig) : {};
  } catch {
    return {};
  }
}

/**
 * What `npm start` (and the e2e suite) serve as portal-config.json: the file in the host's build, then the
 * environment (PORTAL_GOOGLE_MAPS_KEY, PORTAL_MAP_TILE_URL, PORTAL_MAP_ATTRIBUTION, PORTAL_ALLOWED_ORIGINS added to
 * the file's), and the sandbox's tiles when the sandbox is the API and nothing named other tiles.
 */
export function servedRuntimeConfig(file: ServerRuntimeConfig, env: NodeJS.ProcessEnv, { sandbox }: { sandbox: boolean }): ServerRuntimeConfig {
  const config: ServerRuntimeConfig = { ...file };
  const fromEnv = env.PORTAL_ALLOWED_ORIGINS?.split(/[\s,]+/).filter(Boolean) ?? [];
  if (fromEnv.length) config.allowedOrigins = originList([...allowedOriginsOf(file), ...fromEnv]);
  if (env.PORTAL_GOOGLE_MAPS_KEY?.trim()) config.googleMapsKey = env.PORTAL_GOOGLE_MAPS_KEY.trim();
  if (env.PORTAL_MAP_TILE_URL?.trim()) config.mapTileUrl = env.PORTAL_MAP_TILE_URL.trim();
  if (env.PORTAL_MAP_ATTRIBUTION?.trim()) config.mapAttribution = env.PORTAL_MAP_ATTRIBUTION.trim();
  if (sandbox && !isTileUrl(config.mapTileUrl)) Object.assign(config, SANDBOX_TILES);
  if (env.PORTAL_TELEMETRY_COLLECTOR?.trim()) config.telemetryCollector = env.PORTAL_TELEMETRY_COLLECTOR.trim();
  if (sandbox && !collectorOf(config)) config.telemetryCollector = SANDBOX_COLLECTOR;
  return config;
}

/** The integrators' origins a configuration names (`allowedOrigins`: a list of http(s) origins; anything else is ignored). */
export function allowedOriginsOf(config: ServerRuntimeConfig): string[] {
  return Array.isArray(config.allowedOrigins) ? originList(config.allowedOrigins) : [];
}

/**
 * The remotes' origins a configuration names (`remoteOrigins`): http(s) origins, normalised (`https://CDN.example.com:443/`
 * → `https://cdn.example.com`), or a CSP wildcard for the leftmost label (`https://*.cdn.example.com`). Anything else
 * (a path, another scheme, a bare `*`) is ignored.
 */
export function remoteOriginsOf(config: ServerRuntimeConfig): string[] {
  if (!Array.isArray(config.remoteOrigins)) return [];
  const origins = new Set<string>();
  for (const value of config.remoteOrigins) {
    if (typeof value !== 'string') continue;
    const wildcard = /^(https?:\/\/)\*\.(.+)$/i.exec(value.trim());
    const text = wildcard ? `${wildcard[1]}wildcard.${wildcard[2]}` : value.trim();
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      continue;
    }
    if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash || !/^\/?$/.test(url.pathname)) continue;
    if (/[^a-z0-9.:[\]-]/.test(url.host)) continue;
    origins.add(wildcard ? url.origin.replace('//wildcard.', '//*.') : url.origin);
  }
  return [...origins];
}

/** Google Maps' origins (its script, tiles, fonts and calls): allowed only when the deployment has a key. */
export const GOOGLE_MAPS_ORIGINS = {
  script: ['https://maps.googleapis.com'],
  connect: ['https://maps.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
} as const;

export interface MapOrigins {
  script: string[];
  connect: string[];
  img: string[];
  style: string[];
  font: string[];
}

/** The origins the page's maps need under this configuration. */
export function mapOrigins(config: PortalRuntimeConfig): MapOrigins {
  const origins: MapOrigins = { script: [], connect: [], img: [], style: [], font: [] };
  const { url } = mapTilesOf(config);
  if (!url.startsWith('/')) origins.img.push(new URL(url.replace(/[{}]/g, '')).origin);
  // The reports' collector, when it is on another origin (named 'map' origins for history: the settings the page calls).
  const collector = collectorOf(config);
  if (collector && !collector.startsWith('/')) origins.connect.push(new URL(collector).origin);
  if (typeof config.googleMapsKey === 'string' && config.googleMapsKey.trim()) {
    for (const kind of Object.keys(GOOGLE_MAPS_ORIGINS) as (keyof MapOrigins)[]) origins[kind].push(...GOOGLE_MAPS_ORIGINS[kind]);
  }
  return origins;
}
