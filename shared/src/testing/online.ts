import { onlineManager } from '@tanstack/react-query';

/**
 * Takes the test's browser off or back on the network as a device does: `navigator.onLine`, the window's
 * 'online'/'offline' event, and TanStack Query's online state (it hears the events only while a cache is mounted, so
 * between tests it is told directly).
 */
export function setBrowserOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  onlineManager.setOnline(online);
}
