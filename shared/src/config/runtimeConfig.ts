/**
 * Settings a deployment writes beside the host page as `window.__PORTAL_CONFIG__` (no rebuild needed).
 * Every value is optional and checked here: a wrong type is ignored, never trusted.
 */
export interface PortalRuntimeConfig {
  /** The Google Maps key of this deployment; without one the maps are not drawn. */
  googleMapsKey?: string;
  /** How long a call may take before it fails like a network error (default REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
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

/** The Google Maps key of this deployment, if any. */
export function googleMapsKey(): string | undefined {
  const key = rawConfig().googleMapsKey;
  return typeof key === 'string' && key.trim() ? key.trim() : undefined;
}

/** The deployment's call time-out in milliseconds, if it set a sensible one (1 s to 2 min). */
export function configuredRequestTimeoutMs(): number | undefined {
  const ms = rawConfig().requestTimeoutMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 1_000 && ms <= 120_000 ? ms : undefined;
}
