import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { NOTIFICATION_TAPPED } from './alertEffects';

/**
 * The service worker's handler of a tap on a notification it showed (host/public/notification-click.js, imported into
 * sw.js: docs/decisions.md D13), run as the worker runs it, against a fake worker scope.
 */
const SCRIPT = readFileSync(path.join(__dirname, '../../../../host/public/notification-click.js'), 'utf8');
const ORIGIN = 'https://portal.example.com';

interface FakeWindow {
  url: string;
  postMessage: jest.Mock;
  focus: jest.Mock;
}

const fakeWindow = (url: string): FakeWindow => ({ url, postMessage: jest.fn(), focus: jest.fn(async () => undefined) });

/** Loads the script in a fresh worker scope with these windows open; `tap` delivers one notificationclick. */
function worker(windows: FakeWindow[]) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const clients = { matchAll: jest.fn(async () => windows), openWindow: jest.fn(async () => null) };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    clients,
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
  };
  runInNewContext(SCRIPT, { self, URL });
  const tap = async (tag: string, data: unknown) => {
    const notification = { tag, data, close: jest.fn() };
    let work: Promise<unknown> = Promise.resolve();
    listeners.notificationclick?.({ notification, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
    return notification;
  };
  return { clients, tap };
}

describe('a tap on a notification the service worker showed', () => {
  it('closes it, brings the open portal window forward and tells it which one was tapped', async () => {
    const elsewhere = fakeWindow('https://other.example.com/');
    const portal = fakeWindow(`${ORIGIN}/pages/home`);
    const { clients, tap } = worker([elsewhere, portal]);
    const notification = await tap('order-1', { url: '/pages/orders/order-1' });
    expect(notification.close).toHaveBeenCalled();
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(portal.postMessage).toHaveBeenCalledWith({ type: NOTIFICATION_TAPPED, tag: 'order-1' });
    expect(portal.focus).toHaveBeenCalled();
    expect(elsewhere.postMessage).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it("opens the portal at the order's page when no portal window is open", async () => {
    const { clients, tap } = worker([]);
    await tap('order-1', { url: '/pages/orders/order-1?loja=store-2' });
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/pages/orders/order-1?loja=store-2`);
  });

  it.each([['https://evil.example.com/pages/orders/1'], ['//evil.example.com/x'], ['javascript:alert(1)'], [undefined]])(
    'never opens an address from elsewhere (%s)',
    async (url) => {
      const { clients, tap } = worker([]);
      const notification = await tap('order-1', url === undefined ? null : { url });
      expect(notification.close).toHaveBeenCalled();
      expect(clients.openWindow).not.toHaveBeenCalled();
    },
  );
});
