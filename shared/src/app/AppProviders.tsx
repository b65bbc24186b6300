import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { Provider as JotaiProvider } from 'jotai/react';
import { portalStore } from '../session/store';
import { brandTheme } from './theme';

dayjs.locale('pt-br');

/**
 * The providers every page of the portal runs in: antd's pt-BR locale and brand theme, antd's App
 * (message/notification/modal context) and the one shared jotai store. The host renders them once;
 * a remote mounted alone (mount() or its standalone shell) renders them itself.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={brandTheme}>
      <AntApp>
        <JotaiProvider store={portalStore}>{children}</JotaiProvider>
      </AntApp>
    </ConfigProvider>
  );
}
