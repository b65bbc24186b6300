import { Alert } from 'antd';
import { isSupportedBrowser } from './browser';
import { layoutMessages } from './messages';

export function BrowserBanner({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  if (isSupportedBrowser(userAgent)) return null;
  return <Alert type="warning" banner showIcon closable title={layoutMessages.unsupportedBrowser} />;
}
