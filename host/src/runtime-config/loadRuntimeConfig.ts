import { applyRuntimeConfig } from 'shared';

/**
 * Reads the deployment's portal-config.json beside the host page (never cached: a deploy edits it in place) into
 * window.__PORTAL_CONFIG__, before the first screen: the map's tiles, the Google key, the call time-out. A missing
 * or broken file leaves the defaults.
 */
export async function loadRuntimeConfig(url = '/portal-config.json'): Promise<void> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) applyRuntimeConfig((await response.json()) as unknown);
  } catch {
    // The defaults: OpenStreetMap's tiles, no Google map, the standard time-out.
  }
}
