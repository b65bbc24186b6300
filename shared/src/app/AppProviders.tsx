import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { ConfigProvider, message } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { Provider as JotaiProvider } from 'jotai/react';
import { portalStore } from '../session/store';
import { Spinner } from '../ui/Spinner';
import { useCoarsePointer } from '../ui/useCoarsePointer';
import { brandTheme, TOUCH_CHOICE, touchTheme } from './theme';

dayjs.locale('pt-br');

export type PortalMessage = ReturnType<typeof message.useMessage>[0];

const PortalMessageContext = createContext<PortalMessage | null>(null);

/** One message holder for the whole page: a notice outlives the screen that raised it (e.g. after a navigation). */
function PortalMessageProvider({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage();
  return (
    <PortalMessageContext.Provider value={api}>
      {holder}
      {children}
    </PortalMessageContext.Provider>
  );
}

/**
 * Toasts for screens outside the signed-in layout (sign-in, password reset, the session-expired notice):
 * antd's message with the portal's theme, without antd's App. Signed-in pages use `App.useApp()`.
 */
export function usePortalMessage(): PortalMessage {
  const api = useContext(PortalMessageContext);
  if (!api) throw new Error('usePortalMessage() needs AppProviders above it');
  return api;
}

/**
 * The providers every page of the portal runs in: antd's pt-BR locale and brand theme, the one shared
 * jotai store and the page's message holder (usePortalMessage). The host renders them once; a remote
 * mounted alone (mount() or its standalone shell) renders them itself. antd's App (the message,
 * notification and modal of `App.useApp()`) is FeedbackProvider: the host draws it in the signed-in
 * layout, not here, so the sign-in page does not load antd's Modal and notification (docs/performance.md).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const touch = useCoarsePointer();
  return (
    <ConfigProvider locale={ptBR} theme={touch ? touchTheme : brandTheme} checkbox={touch ? TOUCH_CHOICE : undefined} radio={touch ? TOUCH_CHOICE : undefined}>
      <JotaiProvider store={portalStore}>
        <PortalMessageProvider>{children}</PortalMessageProvider>
      </JotaiProvider>
    </ConfigProvider>
  );
}

// Loaded when first drawn: the shared package is on every page, antd's App only where pages use it.
const AntApp = lazy(() => import('antd/es/app'));

/** antd's App around pages that call `App.useApp()` (message, notification, modal). */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner />}>
      <AntApp component={false}>{children}</AntApp>
    </Suspense>
  );
}
