import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { SvgIcon } from '../ui/plain/SvgIcon';
import { brandTheme } from './theme';

export type NoticeType = 'success' | 'error' | 'warning' | 'info';
/**
 * A text, or a text with a key (a notice with the key of one on screen replaces it instead of stacking), a duration in
 * seconds (0: until closed, as antd's `message.loading(text, 0)`) and an icon in place of the kind's, silent
 * (`aria-hidden`): a signed-in page's spinner is antd's Spin, which stays off the sign-in page.
 */
export type NoticeContent = ReactNode | Keyed;
type Keyed = { content: ReactNode; key?: string; duration?: number; icon?: ReactNode };

/** The page's notices, with the calls of antd's message; each returns what closes its notice (antd's `hide`). */
export type PortalMessage = Record<NoticeType, (notice: NoticeContent) => () => void>;

interface Notice {
  id: string;
  type: NoticeType;
  content: ReactNode;
  icon?: ReactNode;
}

/** antd's message default: 3 s on screen. */
export const NOTICE_SECONDS = 3;

const token = brandTheme.token ?? {};
const LOOK: Record<NoticeType, { icon: IconDefinition; color: string }> = {
  success: { icon: CheckCircleFilled, color: token.colorSuccess ?? '#15803d' },
  error: { icon: CloseCircleFilled, color: token.colorError ?? '#c62828' },
  warning: { icon: ExclamationCircleFilled, color: token.colorWarning ?? '#b45309' },
  info: { icon: InfoCircleFilled, color: token.colorInfo ?? '#1f4fd8' },
};

const PortalMessageContext = createContext<PortalMessage | null>(null);

const isKeyed = (notice: NoticeContent): notice is Keyed => typeof notice === 'object' && notice !== null && 'content' in notice;

/**
 * The page's one notice holder, every page's (sign-in, signed-in, a remote mounted alone): a notice outlives the screen
 * that raised it, e.g. after a navigation. Drawn like antd's message, at the top centre, without antd (the sign-in page
 * loads none). Heard as its text alone: success and info a polite status, error and warning an alert, the icon silent
 * (docs/decisions.md D20).
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const serial = useRef(0);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const close = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotices((shown) => shown.filter((n) => n.id !== id));
  }, []);

  const open = useCallback(
    (type: NoticeType, notice: NoticeContent) => {
      serial.current += 1;
      const { content, icon, key = `notice-${serial.current}`, duration = NOTICE_SECONDS } = isKeyed(notice) ? notice : ({ content: notice } as Keyed);
      const next = { id: key, type, content, icon };
      setNotices((shown) => (shown.some((n) => n.id === key) ? shown.map((n) => (n.id === key ? next : n)) : [...shown, next]));
      clearTimeout(timers.current.get(key));
      if (duration) timers.current.set(key, setTimeout(close, duration * 1000, key));
      return () => close(key);
    },
    [close],
  );

  // One call per kind, as antd's message has.
  const api = useMemo(
    () => Object.fromEntries(Object.keys(LOOK).map((type) => [type, (notice: NoticeContent) => open(type as NoticeType, notice)])) as PortalMessage,
    [open],
  );

  return (
    <PortalMessageContext.Provider value={api}>
      {children}
      {notices.length > 0 && (
        <div
          style={{
            position: 'fixed',
            top: 8,
            left: 0,
            right: 0,
            // antd's message's: above its dialogs and drawers (1000, nested ones up to 2000), so a drawer's notice shows.
            zIndex: 2010,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 8,
            padding: '0 8px',
            pointerEvents: 'none',
          }}
        >
          {notices.map((notice) => (
            <div
              key={notice.id}
              role={notice.type === 'error' || notice.type === 'warning' ? 'alert' : 'status'}
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 8,
                maxWidth: '100%',
                boxSizing: 'border-box',
                padding: '9px 12px',
                background: '#fff',
                borderRadius: token.borderRadius ?? 8,
                boxShadow: '0 6px 16px 0 rgba(0,0,0,.08), 0 3px 6px -4px rgba(0,0,0,.12), 0 9px 28px 8px rgba(0,0,0,.05)',
                color: 'rgba(0,0,0,.88)',
                fontFamily: token.fontFamily,
                fontSize: 14,
                lineHeight: 1.5715,
                pointerEvents: 'auto',
              }}
            >
              {notice.icon ?? <SvgIcon icon={LOOK[notice.type].icon} style={{ color: LOOK[notice.type].color, fontSize: 16 }} />}
              <span>{notice.content}</span>
            </div>
          ))}
        </div>
      )}
    </PortalMessageContext.Provider>
  );
}

/** The page's notices (NoticeProvider, drawn by AppProviders). */
export function usePortalMessage(): PortalMessage {
  const api = useContext(PortalMessageContext);
  if (!api) throw new Error('usePortalMessage() needs AppProviders above it');
  return api;
}
