import { fireEvent } from '@testing-library/react';
import { FakeAudioContext } from './testing';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.resetModules();
  Object.assign(window, { AudioContext: FakeAudioContext });
});

describe('the alerts chime', () => {
  it('is allowed by the first click, then sleeps until a chime, and sleeps again once the chime is over', async () => {
    const { playChime, unlockAudioOnFirstGesture } = await import('./alertEffects');
    const stop = unlockAudioOnFirstGesture();
    fireEvent.pointerDown(window);
    await flush();
    const context = FakeAudioContext.last;
    expect(context.resume).toHaveBeenCalledTimes(1);
    expect(context.state).toBe('suspended');

    playChime();
    await flush();
    expect(context.state).toBe('running');
    expect(context.oscillators.map((note) => note.frequency.value)).toEqual([880, 660]);
    context.endNotes();
    await flush();
    expect(context.state).toBe('suspended');
    stop();
  });

  it('keeps sounding while a second chime is still playing', async () => {
    const { playChime } = await import('./alertEffects');
    playChime();
    const context = FakeAudioContext.last;
    const first = context.oscillators.splice(0);
    playChime();
    await flush();
    for (const note of first) note.onended?.();
    await flush();
    expect(context.state).toBe('running');
    context.endNotes();
    await flush();
    expect(context.state).toBe('suspended');
  });

  it('wakes again for a chime that starts while the last one is going to sleep', async () => {
    const { playChime } = await import('./alertEffects');
    playChime();
    const context = FakeAudioContext.last;
    await flush();
    context.endNotes();
    // The suspend asked for is still under way: the context says 'running' until it is done.
    context.state = 'running';
    playChime();
    await flush();
    expect(context.state).toBe('running');
    expect(context.resume).toHaveBeenCalledTimes(2);
  });
});

describe('the notifications', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

  it('closes one the service worker finishes showing after they were all closed (the page moved on meanwhile)', async () => {
    const { createNotificationTracker } = await import('./alertEffects');
    Object.assign(window, {
      Notification: class {
        static permission = 'granted';
        constructor() {
          throw new TypeError('Illegal constructor');
        }
      },
    });
    const open: { tag: string; close: jest.Mock }[] = [];
    let finish: () => void = () => undefined;
    const registration = {
      showNotification: (_title: string, options: NotificationOptions) =>
        new Promise<void>((resolve) => {
          finish = () => {
            open.push({ tag: options.tag!, close: jest.fn() });
            resolve();
          };
        }),
      getNotifications: async () => open,
    };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
    const tracker = createNotificationTracker();
    expect(() =>
      tracker.show({ title: 'Novo pedido em preparo', body: 'Pedido #P8 · Ana Souza', tag: 'order-1', url: '/pages/orders/order-1' }, jest.fn()),
    ).not.toThrow();
    await flush();
    tracker.closeAll();
    finish();
    await flush();
    expect(open).toHaveLength(1);
    expect(open[0]!.close).toHaveBeenCalled();
  });
});
