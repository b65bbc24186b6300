import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Badge, Button, Empty, Flex, Typography } from 'antd';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import dayjs from 'dayjs';
import type { OrderAlert } from './alertRules';
import { alertMessages as m } from './messages';

/** An alert as the bell lists it: when it came, and whether the merchant has opened the bell since. */
export interface RecentAlert extends OrderAlert {
  /** Unique in the list: the same order may alert twice (new, then cancelled). */
  id: string;
  at: number;
  unread: boolean;
}

const BAD: ReadonlySet<OrderAlert['kind']> = new Set(['cancelled', 'notDelivered']);

/** One alert: what happened (in which store, for a franchise: D14), to which order, when; a press opens the order in its store. */
function AlertItem({ alert, onOpen }: { alert: RecentAlert; onOpen: (alert: RecentAlert) => void }) {
  const time = dayjs(alert.at).format('HH:mm');
  return (
    <li>
      <Button
        type="text"
        block
        onClick={() => onOpen(alert)}
        aria-label={`${m.title(alert)}: ${m.body(alert)}, ${time}${alert.unread ? `, ${m.unread}` : ''}`}
        style={{ height: 'auto', minHeight: 44, padding: '8px 8px', textAlign: 'left', whiteSpace: 'normal' }}
      >
        <Flex gap={8} align="start" style={{ width: '100%' }}>
          <Badge status={alert.unread ? (BAD.has(alert.kind) ? 'error' : 'processing') : 'default'} style={{ marginTop: 2 }} />
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong={alert.unread} type={BAD.has(alert.kind) ? 'danger' : undefined}>
              {m.title(alert)}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis>
              {m.body(alert)}
            </Typography.Text>
          </Flex>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {time}
          </Typography.Text>
        </Flex>
      </Button>
    </li>
  );
}

/**
 * The bell's panel: the recent alerts, newest first, each opening its order; the settings (sound, notifications)
 * behind the settings icon at its top. A dialog the bell controls (`id`): opening it puts focus on the newest alert
 * (on the panel itself when there is none), Esc closes it (`onClose`, which gives focus back to the bell).
 */
export function AlertsPanel({
  id,
  alerts,
  settings,
  onOpen,
  onClose,
}: {
  id: string;
  alerts: RecentAlert[];
  settings: ReactNode;
  onOpen: (alert: RecentAlert) => void;
  onClose: () => void;
}) {
  const [showSettings, setShowSettings] = useState(false);
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  // Drawn afresh at each opening (the popover's destroyOnHidden): focus moves in once, as it opens.
  useEffect(() => {
    const first = root.current?.querySelector<HTMLElement>('li button') ?? root.current;
    first?.focus({ preventScroll: true });
  }, []);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    // On a phone the panel hangs from the bell, which has the avatar to its right: it stays inside the screen.
    <div
      ref={root}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={closeOnEscape}
      style={{ display: 'flex', flexDirection: 'column', gap: 8, width: 'min(340px, calc(100vw - 80px))' }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text id={titleId} strong style={{ fontSize: 16 }}>
          {showSettings ? m.settings : m.settingsTitle}
        </Typography.Text>
        <Button
          type={showSettings ? 'primary' : 'text'}
          ghost={showSettings}
          icon={<SettingOutlined aria-hidden />}
          aria-label={m.settings}
          aria-pressed={showSettings}
          onClick={() => setShowSettings((shown) => !shown)}
          style={{ minWidth: 44, minHeight: 44 }}
        />
      </Flex>
      {showSettings ? (
        <>
          {settings}
          <Button type="link" onClick={() => setShowSettings(false)} style={{ alignSelf: 'flex-start', minHeight: 44, paddingInline: 0 }}>
            {m.backToAlerts}
          </Button>
        </>
      ) : alerts.length ? (
        <ul aria-label={m.recentLabel} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 'min(420px, 60vh)', overflowY: 'auto' }}>
          {alerts.map((alert) => (
            <AlertItem key={alert.id} alert={alert} onOpen={onOpen} />
          ))}
        </ul>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <Flex vertical gap={4}>
              <Typography.Text strong>{m.empty}</Typography.Text>
              <Typography.Text type="secondary">{m.emptyHint}</Typography.Text>
            </Flex>
          }
        />
      )}
    </div>
  );
}
