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

/** A browser notification; clicking it brings the tab forward and runs `onOpen`. */
export function showNotification(title: string, body: string, tag: string, onOpen: () => void): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  const notification = new Notification(title, { body, tag });
  notification.onclick = () => {
    window.focus();
    onOpen();
    notification.close();
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
