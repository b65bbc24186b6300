import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { useCoarsePointer } from '../ui/useCoarsePointer';
import { brandTheme, TOUCH_CHOICE, touchTheme } from './theme';

dayjs.locale('pt-br');

/**
 * antd's providers around every page that draws antd: the pt-BR locale (antd's and dayjs'), the brand theme (the
 * touch theme under a coarse pointer, issue 15) and antd's App (the message, notification and modal of
 * `App.useApp()`). Imported as 'shared/antd' by the host's signed-in layout, and loaded by mount() (a remote mounted
 * alone): never by the shared package's entry, which the sign-in page loads (issue 16: no antd on '/').
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const touch = useCoarsePointer();
  return (
    <ConfigProvider locale={ptBR} theme={touch ? touchTheme : brandTheme} checkbox={touch ? TOUCH_CHOICE : undefined} radio={touch ? TOUCH_CHOICE : undefined}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}

export default AntdProviders;
