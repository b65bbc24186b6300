import { type ReactNode, useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { DataProvider } from '../data/DataProvider';
import { useCoarsePointer, useReducedMotion } from '../ui/useMediaQuery';
import { brandTheme, TOUCH_CHOICE, touchTheme } from './theme';

dayjs.locale('pt-br');

/**
 * The providers of every page past sign-in: antd's (the pt-BR locale, antd's and dayjs', the brand theme — the touch
 * theme under a coarse pointer, without animations when the system asks for less motion — and antd's App for
 * `App.useApp()`) and the server-data cache (DataProvider).
 * Imported as 'shared/antd' by the host's signed-in layout, and loaded by mount() (a remote mounted alone): never by
 * the shared package's entry, which the sign-in page loads (no antd and no data layer on '/').
 */
export function AntdProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const touch = useCoarsePointer();
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => {
    const base = touch ? touchTheme : brandTheme;
    // antd's `motion: false` opens and closes menus, selects, drawers and dialogs at once (its durations become 0 s).
    return reducedMotion ? { ...base, token: { ...base.token, motion: false } } : base;
  }, [touch, reducedMotion]);
  return (
    <ConfigProvider locale={ptBR} theme={theme} checkbox={touch ? TOUCH_CHOICE : undefined} radio={touch ? TOUCH_CHOICE : undefined}>
      <App component={false}>
        <DataProvider client={queryClient}>{children}</DataProvider>
      </App>
    </ConfigProvider>
  );
}

export default AntdProviders;
