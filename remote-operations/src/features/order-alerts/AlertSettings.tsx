import { Flex, Switch, Typography } from 'antd';
import type { AlertPreferences } from './alertPreferences';
import { alertMessages as m } from './messages';

/** The merchant's two switches: a chime, and the browser's notifications (asked for on the click). */
export function AlertSettings({
  preferences,
  onSound,
  onNotifications,
}: {
  preferences: AlertPreferences;
  onSound: (on: boolean) => void;
  onNotifications: (on: boolean) => void;
}) {
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{m.settingsHint}</Typography.Text>
      <Flex justify="space-between" align="center" gap={12}>
        <label htmlFor="order-alerts-sound">{m.sound}</label>
        <Switch id="order-alerts-sound" checked={preferences.sound} onChange={onSound} />
      </Flex>
      <Flex justify="space-between" align="center" gap={12}>
        <label htmlFor="order-alerts-notifications">{m.notifications}</label>
        <Switch id="order-alerts-notifications" checked={preferences.notifications} onChange={onNotifications} />
      </Flex>
    </Flex>
  );
}
