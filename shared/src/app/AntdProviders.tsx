import { type ReactNode, useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider, type ConfigProviderProps } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { DataProvider } from '../data/DataProvider';
import { useCoarsePointer, useReducedMotion } from '../ui/useMediaQuery';
import { PORTAL_ICONS } from './AntdProvidersIcons';
import { brandTheme, TOUCH_CHOICE, touchTheme } from './theme';

dayjs.locale('pt-br');

interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/**
 * The providers of every page past sign-in: antd's (the pt-BR locale, antd's and dayjs', the brand theme — the touch
 * theme under a coarse pointer, without animations when the system asks for less motion — and antd's App for
 * `App.useApp()`) and the server-data cache (DataProvider).
 * Imported as 'shared/antd' by the host's signed-in layout, and loaded by mount() (a remote mounted alone): never by
 * the shared package's entry, which the sign-in page loads (no antd and no data layer on '/').
 */
function Providers({ children, queryClient, icons }: ProvidersProps & { icons?: ConfigProviderProps }) {
  const touch = useCoarsePointer();
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => {
    const base = touch ? touchTheme : brandTheme;
    // antd's `motion: false` opens and closes menus, selects, drawers and dialogs at once (its durations become 0 s).
    return reducedMotion ? { ...base, token: { ...base.token, motion: false } } : base;
  }, [touch, reducedMotion]);
  return (
    <ConfigProvider locale={ptBR} {...icons} theme={theme} checkbox={touch ? TOUCH_CHOICE : undefined} radio={touch ? TOUCH_CHOICE : undefined}>
      <App component={false}>
        <DataProvider client={queryClient}>{children}</DataProvider>
      </App>
    </ConfigProvider>
  );
}

/** The portal's (the host's signed-in layout): antd's built-in icons silent or named in pt-BR (AntdProvidersIcons). */
export function AntdProviders(props: ProvidersProps) {
  return <Providers {...props} icons={PORTAL_ICONS} />;
}

/**
 * mount()'s (a remote alone on an integrator's page, which imports this default alone): antd's icons as antd draws
 * them. PORTAL_ICONS' SVG data, which the sign-in page's notices draw too, regrouped the sign-in remote's files and grew
 * its remoteEntry.js, which '/' loads.
 */
export default Providers;
