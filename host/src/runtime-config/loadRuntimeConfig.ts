import { applyRuntimeConfig } from 'shared';
import { askOnce, RUNTIME_CONFIG_URL } from '../remotes/preload';

/**
 * Reads the deployment's portal-config.json beside the host page (never cached: a deploy edits it in place) into
 * window.__PORTAL_CONFIG__, before the first screen: the map's tiles, the Google key, the call time-out. A missing
 * or broken file leaves the defaults.
 */
export async function loadRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<void> {
  try {
    // The entry asked for it already (remotes/preload.ts); when that failed, asked again here, once.
    applyRuntimeConfig(JSON.parse(await askOnce(new URL(url, window.location.origin).href)) as unknown);
  } catch {
    // The defaults: OpenStreetMap's tiles, no Google map, the standard time-out.
  }
}
