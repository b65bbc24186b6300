import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUser, usePortalMessage } from 'shared';
import { operationsPages, orderDetailsPath } from 'shared/pages';
import { createNotificationTracker, createTitleCounter, notificationsSupported, playChime, unlockAudioOnFirstGesture } from './alertEffects';
import { readAlertPreferences, saveAlertPreferences, type AlertPreferences } from './alertPreferences';
import type { OrderAlert } from './alertRules';
import { AlertSettings } from './AlertSettings';
import { AlertsPanel, type RecentAlert } from './AlertsPanel';
import { alertMessages as m } from './messages';
import { useLiveOrdersWatcher, useWatchedStores } from './useLiveOrdersWatcher';
import { VisuallyHidden } from 'shared/ui';
import { useCanSeeOrders } from '../common/canSeeOrders';

/** The alerts the bell keeps, newest first. */
const RECENT_ALERTS = 20;

/** The merchant is looking at the orders list: this tab in front, on the orders page. */
const lookingAtTheList = (pathname: string) => pathname === operationsPages.orders.path && document.visibilityState === 'visible';

/**
 * The order alerts (docs/decisions.md, 'Order alerts'), mounted once by the host's signed-in layout (in the header), so a new order is heard
 * on every page: a chime, a browser notification when allowed (clicking it opens the order), and the count in the
 * tab's title until the merchant looks at the list or opens the bell. The bell lists the recent alerts, each opening
 * its order (D15), with the merchant's settings behind its settings icon: sound and notifications, kept per user on
 * this browser. The alerts are this tab's: none is kept when the page closes.
 */
export default function OrderAlerts() {
  // Without order.show there is nothing to watch: the server would refuse every look.
  return useCanSeeOrders() ? <OrderAlertsBell /> : null;
}

function OrderAlertsBell() {
  const message = usePortalMessage();
  const user = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const userId = user?.business_user_id ?? user?.id ?? 'anonymous';
  const [preferences, setPreferencesState] = useState<AlertPreferences>(() => readAlertPreferences(userId));
  const [unseen, setUnseen] = useState(0);
  const [recent, setRecent] = useState<RecentAlert[]>([]);
  const [open, setOpen] = useState(false);
  // What the live region says: one sentence per refresh that brought alerts (`n` tells two equal sentences apart).
  const [arrived, setArrived] = useState<{ text: string; n: number } | null>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const panelId = useId();
  // A franchise's title names the store of the last alert (D14); a single store's says 'Pedidos'.
  const lastTitle = useRef<string | null>(null);
  const titleCounter = useMemo(() => createTitleCounter((n) => (lastTitle.current ? m.tabTitleNamed(n, lastTitle.current) : m.tabTitle(n))), []);
  const latest = useRef({ preferences, pathname, navigate, open });
  latest.current = { preferences, pathname, navigate, open };

  useEffect(() => setPreferencesState(readAlertPreferences(userId)), [userId]);
  useEffect(() => unlockAudioOnFirstGesture(), []);

  // Another store's alerts are not this store's news; a franchise watching every store keeps them (each names its store).
  const watched = useWatchedStores()
    .map((s) => s.uuid)
    .join(',');
  useEffect(() => {
    setUnseen(0);
    setRecent([]);
  }, [watched]);

  // The system keeps a notification after the page moved on: every one shown is closed when the bell leaves the page
  // (the signed-in layout goes at 'Sair' and at an expiry) and when the user or the watched stores change (a franchise
  // watching every store keeps them across a change of selection, as its list: each names its store).
  const notifications = useMemo(createNotificationTracker, []);
  useEffect(() => () => notifications.closeAll(), [notifications, userId, watched]);
  // A tap on one the service worker showed (Chrome on Android) is told by the worker (docs/decisions.md D13).
  useEffect(() => notifications.listen(), [notifications]);

  useLiveOrdersWatcher((alerts: OrderAlert[]) => {
    const { preferences: now, pathname: at } = latest.current;
    if (now.sound) playChime();
    if (now.notifications) {
      for (const alert of alerts) {
        // Opens the order in its store (D14), the selection untouched.
        const url = orderDetailsPath(alert.uuid, alert.store);
        notifications.show({ title: m.title(alert), body: m.body(alert), tag: alert.uuid, url }, () => latest.current.navigate(url));
      }
    }
    const last = alerts.at(-1);
    lastTitle.current = last?.storeName ? m.title(last) : null;
    // Arriving under the merchant's eyes (the list, or the bell's panel open) they are seen already.
    if (!lookingAtTheList(at) && !latest.current.open) setUnseen((count) => count + alerts.length);
    const time = Date.now();
    const arrived = alerts.map((alert, i) => ({ ...alert, id: `${time}-${i}-${alert.uuid}`, at: time, unread: true }));
    setRecent((list) => [...arrived.reverse(), ...list].slice(0, RECENT_ALERTS));
    setArrived((said) => ({ text: m.arrived(alerts.length), n: (said?.n ?? 0) + 1 }));
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

  /**
   * Opening the bell is looking at the alerts: the count clears; closing it marks what was shown as read, and focus
   * that was in the panel goes back to the bell (not to <body>, the panel gone).
   */
  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setUnseen(0);
      return;
    }
    setRecent((list) => (list.some((alert) => alert.unread) ? list.map((alert) => ({ ...alert, unread: false })) : list));
    if (document.getElementById(panelId)?.contains(document.activeElement)) bell.current?.focus();
  };

  const openOrder = (alert: RecentAlert) => {
    openChange(false);
    navigate(orderDetailsPath(alert.uuid, alert.store));
  };

  const settings = (
    <AlertSettings
      preferences={preferences}
      onSound={(sound) => setPreferences({ ...preferences, sound })}
      onNotifications={(on) => void turnNotifications(on)}
    />
  );

  // The panel is drawn next to the bell (not at the end of the page), so Tab goes from the bell into it.
  return (
    <span ref={anchor} style={{ display: 'inline-flex' }}>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={openChange}
        getPopupContainer={() => anchor.current ?? document.body}
        // Each opening starts on the alerts, not on the settings last looked at.
        destroyOnHidden
        content={<AlertsPanel id={panelId} alerts={recent} settings={settings} onOpen={openOrder} onClose={() => openChange(false)} />}
      >
        <Button
          ref={bell}
          type="text"
          shape="circle"
          size="large"
          aria-label={unseen ? m.bellWithCount(unseen) : m.bell}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onKeyDown={(event) => open && event.key === 'Escape' && openChange(false)}
          style={{ minWidth: 44, minHeight: 44 }}
        >
          <Badge count={unseen} size="small" overflowCount={99}>
            <BellOutlined aria-hidden style={{ fontSize: 20 }} />
          </Badge>
        </Button>
      </Popover>
      <VisuallyHidden>
        <span role="status">{arrived ? <span key={arrived.n}>{arrived.text}</span> : null}</span>
      </VisuallyHidden>
    </span>
  );
}
