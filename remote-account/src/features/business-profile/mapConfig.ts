declare global {
  interface Window {
    /** Runtime settings written beside the host (no rebuild needed), e.g. { googleMapsKey: '…' }. */
    __PORTAL_CONFIG__?: { googleMapsKey?: string };
  }
}

/** The Google Maps key of this deployment, if any. */
export function googleMapsKey(): string | undefined {
  const key = typeof window === 'undefined' ? undefined : window.__PORTAL_CONFIG__?.googleMapsKey;
  return typeof key === 'string' && key.trim() ? key.trim() : undefined;
}
