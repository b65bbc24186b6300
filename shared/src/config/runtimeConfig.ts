import { mapTilesOf, type MapTiles, type PortalRuntimeConfig } from './runtimeConfigShape';

export { DEFAULT_MAP_TILES, isTileUrl, mapTilesOf, type MapTiles, type PortalRuntimeConfig } from './runtimeConfigShape';

/** The configuration a page merges in at start: what the page set itself (an integrator, a test) wins. */
export function applyRuntimeConfig(fromServer: unknown): void {
  if (typeof window === 'undefined' || !fromServer || typeof fromServer !== 'object' || Array.isArray(fromServer)) return;
  window.__PORTAL_CONFIG__ = { ...(fromServer as PortalRuntimeConfig), ...(window.__PORTAL_CONFIG__ ?? {}) };
}

declare global {
  interface Window {
    __PORTAL_CONFIG__?: PortalRuntimeConfig;
  }
}

function rawConfig(): Record<string, unknown> {
  const value = typeof window === 'undefined' ? undefined : (window.__PORTAL_CONFIG__ as unknown);
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** This deployment's open map tiles. */
export function mapTiles(): MapTiles {
  return mapTilesOf(rawConfig());
}

/** The Google Maps key of this deployment, if any. */
export function googleMapsKey(): string | undefined {
  const key = rawConfig().googleMapsKey;
  return typeof key === 'string' && key.trim() ? key.trim() : undefined;
}

/** The deployment's first retry delay in milliseconds, if it set a sensible one (0 to 30 s). */
export function configuredRetryDelayMs(): number | undefined {
  const ms = rawConfig().retryDelayMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 && ms <= 30_000 ? ms : undefined;
}

/** How often the deployment checks a write whose answer was lost, in milliseconds, if it set a sensible one (0.1 to 60 s). */
export function configuredConfirmIntervalMs(): number | undefined {
  const ms = rawConfig().confirmIntervalMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 100 && ms <= 60_000 ? ms : undefined;
}

/** The deployment's call time-out in milliseconds, if it set a sensible one (1 s to 2 min). */
export function configuredRequestTimeoutMs(): number | undefined {
  const ms = rawConfig().requestTimeoutMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 1_000 && ms <= 120_000 ? ms : undefined;
}
