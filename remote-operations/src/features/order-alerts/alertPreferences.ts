/** Per user, kept across sessions on this browser (docs/decisions.md, 'Order alerts'): whether the alerts play a sound and show notifications. */
export interface AlertPreferences {
  sound: boolean;
  notifications: boolean;
}

/** A new user hears the alerts; notifications wait until they turn them on (the browser asks then). */
export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = { sound: true, notifications: false };

const storageKey = (userId: string | number) => `portal:order-alerts:${userId}`;

export function readAlertPreferences(userId: string | number): AlertPreferences {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? 'null') as Partial<AlertPreferences> | null;
    return {
      sound: typeof stored?.sound === 'boolean' ? stored.sound : DEFAULT_ALERT_PREFERENCES.sound,
      notifications: typeof stored?.notifications === 'boolean' ? stored.notifications : DEFAULT_ALERT_PREFERENCES.notifications,
    };
  } catch {
    return { ...DEFAULT_ALERT_PREFERENCES };
  }
}

export function saveAlertPreferences(userId: string | number, preferences: AlertPreferences): void {
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(preferences));
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}
