import { DEFAULT_ALERT_PREFERENCES, readAlertPreferences, saveAlertPreferences } from './alertPreferences';

afterEach(() => window.localStorage.clear());

describe('the alert preferences', () => {
  it('are kept per user on this browser, across sessions', () => {
    expect(readAlertPreferences(7)).toEqual(DEFAULT_ALERT_PREFERENCES);
    saveAlertPreferences(7, { sound: false, notifications: true });
    expect(readAlertPreferences(7)).toEqual({ sound: false, notifications: true });
    expect(readAlertPreferences(8)).toEqual(DEFAULT_ALERT_PREFERENCES);
  });

  it('fall back to the defaults for anything unreadable', () => {
    window.localStorage.setItem('portal:order-alerts:7', '{broken');
    expect(readAlertPreferences(7)).toEqual(DEFAULT_ALERT_PREFERENCES);
    window.localStorage.setItem('portal:order-alerts:7', JSON.stringify({ sound: 'yes' }));
    expect(readAlertPreferences(7)).toEqual(DEFAULT_ALERT_PREFERENCES);
  });
});
