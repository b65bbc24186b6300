/**
 * What an alert does in the browser (docs/decisions.md, 'Order alerts'): a short chime made with Web Audio (no sound file), a browser
 * notification when the merchant allowed them, and the count in the tab's title.
 */

type AudioContextClass = typeof AudioContext;

let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  const Context = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
    | AudioContextClass
    | undefined;
  if (!Context) return null;
  audio ??= new Context();
  return audio;
}

/**
 * The chimes still sounding. Between chimes the context sleeps (suspended): a running one keeps the device's audio
 * working all day on a counter's tablet, for nothing. Once the page had a click or a key, Chrome and Edge let it wake
 * the context again without one.
 */
let sounding = 0;

function sleepWhenSilent(context: AudioContext): void {
  if (sounding === 0) void context.suspend().catch(() => undefined);
}

/**
 * Browsers start audio only after the page had a click or a key: the first one on the page allows the context, so
 * an order arriving later, with the tab in the background, is heard. It sleeps until then.
 */
export function unlockAudioOnFirstGesture(): () => void {
  const wake = () => {
    const context = audioContext();
    void context
      ?.resume()
      .then(() => sleepWhenSilent(context))
      .catch(() => undefined);
    window.removeEventListener('pointerdown', wake);
    window.removeEventListener('keydown', wake);
  };
  window.addEventListener('pointerdown', wake);
  window.addEventListener('keydown', wake);
  return () => {
    window.removeEventListener('pointerdown', wake);
    window.removeEventListener('keydown', wake);
  };
}

/** Two short notes, high then low, as a counter bell: about half a second. */
export function playChime(): void {
  const context = audioContext();
  if (!context) return;
  // Always: a suspend still under way from the chime before is then undone, in order.
  void context.resume().catch(() => undefined);
  sounding += 1;
  const start = context.currentTime + 0.01;
  [880, 660].forEach((frequency, i) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const at = start + i * 0.18;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.17);
    if (i === 1)
      oscillator.onended = () => {
        sounding -= 1;
        sleepWhenSilent(context);
      };
  });
}

export const notificationsSupported = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

/**
 * The notifications one alerts component shows, and closes. They carry a store's order number and a customer's name,
 * and the system keeps them after the page moved on: 'Sair' and an expiry are a change of route in the page, so
 * nothing but the portal closes them. The bell closes every one it showed when it leaves the page (the signed-in
 * layout is gone) and when the user or the watched stores change, so the next person at the counter finds none, and a
 * click on one closed that way opens nothing.
 */
export interface NotificationTracker {
  /**
   * Shows one when allowed (never throws); clicking it brings the tab forward and runs `onOpen`. `url` is the
   * same-origin path `onOpen` opens: a tap on one the service worker showed with no portal window open opens it.
   */
  show(notification: { title: string; body: string; tag: string; url: string }, onOpen: () => void): void;
  /** Closes every notification shown so far. */
  closeAll(): void;
  /** Hears the service worker tell of a tap on one it showed (host/public/notification-click.js); returns the stop. */
  listen(): () => void;
}

/** The worker's message for a tap on a notification it showed (host/public/notification-click.js, docs/decisions.md D13). */
export const NOTIFICATION_TAPPED = 'NOTIFICATION_TAPPED';

/** The page's service worker registration, if one is registered (`ready` would wait for ever on a page without one). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return undefined;
  return navigator.serviceWorker.getRegistration();
}

export function createNotificationTracker(): NotificationTracker {
  /** Shown by the page (the constructor), still open. */
  const open = new Set<Notification>();
  /**
   * Those shown through the service worker, by tag, with what a tap opens: the worker keeps them, found again by tag
   * to close them. A tap the worker tells of opens only one of these.
   */
  const workerTags = new Map<string, () => void>();
  /** Counts the closeAll calls: one shown through the worker after a closeAll began is closed at once. */
  let generation = 0;

  const closeWorkerNotifications = async (tags: string[]) => {
    if (!tags.length) return;
    try {
      const registration = await workerRegistration();
      for (const notification of (await registration?.getNotifications()) ?? []) if (tags.includes(notification.tag)) notification.close();
    } catch {
      // No worker any more: its notifications went with it.
    }
  };

  /**
   * Chrome on Android refuses `new Notification()` ('Illegal constructor'): a page shows them through its service
   * worker there. Without a worker, none is shown (the chime and the bell still tell).
   */
  const showThroughWorker = async (title: string, body: string, tag: string, url: string, onOpen: () => void) => {
    const shownIn = generation;
    try {
      const registration = await workerRegistration();
      if (!registration) return;
      await registration.showNotification(title, { body, tag, data: { url } });
      if (shownIn !== generation) void closeWorkerNotifications([tag]);
      else workerTags.set(tag, onOpen);
    } catch {
      // Refused as well: the bell still has the alert.
    }
  };

  return {
    show({ title, body, tag, url }, onOpen) {
      try {
        if (!notificationsSupported() || Notification.permission !== 'granted') return;
        let notification: Notification;
        try {
          notification = new Notification(title, { body, tag });
        } catch {
          void showThroughWorker(title, body, tag, url, onOpen);
          return;
        }
        open.add(notification);
        notification.onclick = () => {
          // Closed by closeAll (another session's): nothing to open.
          if (!open.delete(notification)) return;
          window.focus();
          onOpen();
          notification.close();
        };
        notification.onclose = () => open.delete(notification);
      } catch {
        // Showing a notification never takes the bell down.
      }
    },
    closeAll() {
      generation += 1;
      for (const notification of open) {
        notification.onclick = null;
        try {
          notification.close();
        } catch {
          // Gone already.
        }
      }
      open.clear();
      const tags = [...workerTags.keys()];
      workerTags.clear();
      void closeWorkerNotifications(tags);
    },
    listen() {
      const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
      if (!worker) return () => undefined;
      const tapped = (event: MessageEvent) => {
        const { type, tag } = (event.data ?? {}) as { type?: unknown; tag?: unknown };
        if (type !== NOTIFICATION_TAPPED || typeof tag !== 'string') return;
        // Not one this bell showed, or closed since ('Sair', another user, another store): nothing is opened.
        const onOpen = workerTags.get(tag);
        if (!onOpen) return;
        // The worker closed it and brought the window forward.
        workerTags.delete(tag);
        onOpen();
      };
      worker.addEventListener('message', tapped);
      return () => worker.removeEventListener('message', tapped);
    },
  };
}

/**
 * The tab's title with the count of alerts not looked at, '(2) Pedidos · Portal do Comerciante'; the page's own
 * title comes back at 0.
 */
export function createTitleCounter(format: (count: number) => string): { set(count: number): void } {
  let original: string | null = null;
  return {
    set(count: number) {
      if (count > 0) {
        original ??= document.title;
        document.title = format(count);
      } else if (original !== null) {
        document.title = original;
        original = null;
      }
    },
  };
}
