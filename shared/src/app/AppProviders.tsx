import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai/react';
import { portalStore } from '../session/store';
import { NoticeProvider } from './notices';

export { usePortalMessage, type PortalMessage } from './notices';

/**
 * The providers every page of the portal runs in: the one shared jotai store and the page's notices
 * (usePortalMessage). The host renders them once; a remote mounted alone (mount() or its standalone shell)
 * renders them itself. No antd here: the sign-in, password reset and not-found screens load before it.
 * antd's providers (locale, theme, App) are AntdProviders ('shared/antd'), drawn by the signed-in layout and
 * by mount() (docs/performance.md).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={portalStore}>
      <NoticeProvider>{children}</NoticeProvider>
    </JotaiProvider>
  );
}
