import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Badge, Button, Flex, Popover, Switch, Typography } from 'antd';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUser } from 'shared';
import { useStoreScope } from 'shared/data';
import { operationsPages, orderDetailsPath } from 'shared/pages';
import { createTitleCounter, notificationsSupported, playChime, showNotification, unlockAudioOnFirstGesture } from './alertEffects';
import { readAlertPreferences, saveAlertPreferences, type AlertPreferences } from './alertPreferences';
import type { OrderAlert } from './alertRules';
import { alertMessages as m } from './messages';
import { useLiveOrdersWatcher } from './useLiveOrdersWatcher';

/** The merchant is looking at the orders list: this tab in front, on the orders page. */
const lookingAtTheList = (pathname: string) => pathname === operationsPages.orders.path && document.visibilityState === 'visible';

/**
 * The order alerts (docs/decisions.md, 'Order alerts'), mounted once by the host's signed-in layout (in the header), so a new order is heard
 * on every page: a chime, a browser notification when allowed (clicking it opens the order), and the count in the
 * tab's title until the merchant looks at the list. The bell opens the merchant's settings: sound and notifications,
 * kept per user on this browser.
 */
export default function OrderAlerts() {
  const { message } = App.useApp();
  const user = useUser();
  const store = useStoreScope();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const userId = user?.business_user_id ?? user?.id ?? 'anonymous';
  const [preferences, setPreferencesState] = useState<AlertPreferences>(() => readAlertPreferences(userId));
  const [unseen, setUnseen] = useState(0);
  // A franchise's title names the store of the last alert (D14); a single store's says 'Pedidos'.
  const lastTitle = useRef<string | null>(null);
  const titleCounter = useMemo(() => createTitleCounter((n) => (lastTitle.current ? m.tabTitleNamed(n, lastTitle.current) : m.tabTitle(n))), []);
  const latest = useRef({ preferences, pathname, navigate });
  latest.current = { preferences, pathname, navigate };

  useEffect(() => setPreferencesState(readAlertPreferences(userId)), [userId]);
  useEffect(() => unlockAudioOnFirstGesture(), []);

  // Another store's alerts are not this store's news.
  useEffect(() => setUnseen(0), [store]);

  useLiveOrdersWatcher((alerts: OrderAlert[]) => {
    const { preferences: now, pathname: at } = latest.current;
    if (now.sound) playChime();
    if (now.notifications) {
      for (const alert of alerts) {
        // Opens the order in its store (D14), the selection untouched.
        showNotification(m.title(alert), m.body(alert), alert.uuid, () => latest.current.navigate(orderDetailsPath(alert.uuid, alert.store)));
      }
    }
    const last = alerts.at(-1);
    lastTitle.current = last?.storeName ? m.title(last) : null;
    if (!lookingAtTheList(at)) setUnseen((count) => count + alerts.length);
  });

  useEffect(() => titleCounter.set(unseen), [titleCounter, unseen]);
  useEffect(() => () => titleCounter.set(0), [titleCounter]);

  // Looking at the list — on the orders page, the tab in front — is what clears the count.
  useEffect(() => {
    const check = () => lookingAtTheList(pathname) && setUnseen(0);
    check();
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [pathname]);

  const setPreferences = (next: AlertPreferences) => {
    setPreferencesState(next);
    saveAlertPreferences(userId, next);
  };

  /** Notifications on: the browser asks the merchant now, on their click, never when a page loads. */
  const turnNotifications = async (on: boolean) => {
    if (!on) return setPreferences({ ...preferences, notifications: false });
    if (!notificationsSupported()) return void message.warning(m.notificationsUnsupported);
    const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    if (permission === 'granted') setPreferences({ ...preferences, notifications: true });
    else void message.warning(m.notificationsBlocked);
  };

  const settings = (
    <Flex vertical gap={12} style={{ maxWidth: 300 }}>
      <Typography.Text type="secondary">{m.settingsHint}</Typography.Text>
      <Flex justify="space-between" align="center" gap={12}>
        <label htmlFor="order-alerts-sound">{m.sound}</label>
        <Switch id="order-alerts-sound" checked={preferences.sound} onChange={(sound) => setPreferences({ ...preferences, sound })} />
      </Flex>
      <Flex justify="space-between" align="center" gap={12}>
        <label htmlFor="order-alerts-notifications">{m.notifications}</label>
        <Switch id="order-alerts-notifications" checked={preferences.notifications} onChange={(on) => void turnNotifications(on)} />
      </Flex>
    </Flex>
  );

  return (
    <Popover trigger="click" placement="bottomRight" title={m.settingsTitle} content={settings}>
      <Button type="text" shape="circle" size="large" aria-label={unseen ? m.bellWithCount(unseen) : m.bell} style={{ minWidth: 44, minHeight: 44 }}>
        <Badge count={unseen} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 20 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
