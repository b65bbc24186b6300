// The runtime configuration's shape and its pure rules: read by the page (runtimeConfig.ts) and by the servers
// that build the Content-Security-Policy from the same file (serve/runtimeConfig.ts).

/**
 * Settings of a deployment, changed without a rebuild: the host reads `portal-config.json` beside its page at start
 * (loadRuntimeConfig in the host; its server builds the Content-Security-Policy from the same file), and a page
 * that embeds a remote sets `window.__PORTAL_CONFIG__` itself. Every value is optional and checked here: a wrong
 * type is ignored, never trusted.
 */
export interface PortalRuntimeConfig {
  /** The Google Maps key of this deployment; with one the maps are Google's, without one open map tiles. */
  googleMapsKey?: string;
  /** How long a call may take before it fails like a network error (default REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
  /** How long a failed read waits before it is asked again, the first time; it doubles after (default 1 s). */
  retryDelayMs?: number;
  /**
   * How often a write whose answer was lost is checked, by reading what it left or sending it again under its key
   * (default 3 s); the number of checks stays, so the window grows or shrinks with it (shared/src/data/confirmLostWrite.ts).
   */
  confirmIntervalMs?: number;
  /** The open map tiles: a URL with {z}, {x} and {y}, absolute (http/https) or on the host ('/…'). */
  mapTileUrl?: string;
  /** The tiles' attribution, shown on the map (required by most tile servers' terms). */
  mapAttribution?: string;
  /** Where the portal sends its reports about the remotes (host/src/telemetry): a URL on the host ('/…') or http(s). None: off. */
  telemetryCollector?: string;
}

/** The collector a configuration names: a path on the host or an http(s) URL; anything else is none. */
export function collectorOf(config: unknown): string | undefined {
  const value = config && typeof config === 'object' ? (config as Record<string, unknown>).telemetryCollector : undefined;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    return /^https?:$/.test(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** OpenStreetMap's standard tiles (its tile usage policy asks for the attribution below on the map). */
export const DEFAULT_MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap',
} as const;

export interface MapTiles {
  url: string;
  attribution: string;
}

/** A tile URL the map can use: {z}, {x} and {y} in it, on the host or on an http(s) origin. */
export function isTileUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const { protocol } = new URL(value.replace(/[{}]/g, ''));
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The tiles a configuration names (OpenStreetMap's when it names none, or none usable). */
export function mapTilesOf(config: unknown): MapTiles {
  const raw = config && typeof config === 'object' ? (config as Record<string, unknown>) : {};
  if (!isTileUrl(raw.mapTileUrl)) return { ...DEFAULT_MAP_TILES };
  const attribution = typeof raw.mapAttribution === 'string' && raw.mapAttribution.trim() ? raw.mapAttribution.trim() : DEFAULT_MAP_TILES.attribution;
  return { url: raw.mapTileUrl, attribution };
}
