/**
 * A tap on a notification the portal showed through its service worker (Chrome on Android refuses `new Notification()`:
 * remote-operations/src/features/order-alerts/alertEffects.ts). It does what a click on one the page showed does
 * (docs/decisions.md D13): an open portal window comes forward and is told which notification was tapped — the page
 * opens the order only if its bell showed that one and has not closed it since ('Sair' closes them); with no portal
 * window open, the portal opens at the notification's page. Imported into sw.js by generateSW's `importScripts`
 * (tooling/rspack/serviceWorker.ts), copied beside it from host/public.
 */
{
  /** The message the page listens for (alertEffects.ts, NOTIFICATION_TAPPED). */
  const NOTIFICATION_TAPPED = 'NOTIFICATION_TAPPED';

  /** The notification's page, only on this portal's origin: never an address from elsewhere. */
  const portalUrl = (path) => {
    if (typeof path !== 'string') return null;
    try {
      const url = new URL(path, self.location.origin);
      return url.origin === self.location.origin ? url.href : null;
    } catch {
      return null;
    }
  };

  const open = async (tag, url) => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    // Clients.matchAll lists windows the most recently focused first.
    const portal = windows.find((client) => portalUrl(client.url) !== null);
    if (portal) {
      portal.postMessage({ type: NOTIFICATION_TAPPED, tag });
      await portal.focus();
    } else if (url) {
      await self.clients.openWindow(url);
    }
  };

  self.addEventListener('notificationclick', (event) => {
    const { notification } = event;
    notification.close();
    event.waitUntil(open(notification.tag, portalUrl(notification.data?.url)));
  });
}
