import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { plain, PlainStyles } from '../ui/plain/plainStyles';
import { SvgIcon } from '../ui/plain/SvgIcon';
import { appMessages } from './messages';
import { brandTheme } from './theme';

/**
 * Whether the network works (the browser says it is online and the page's own server answers): then the part itself
 * failed, and the panel does not send the merchant to check a connection that is fine.
 */
function useNetworkWorks(): boolean {
  const [works, setWorks] = useState(() => typeof navigator === 'undefined' || navigator.onLine !== false);
  useEffect(() => {
    if (!works || typeof fetch !== 'function') return undefined;
    let live = true;
    fetch(`${window.location.origin}/`, { method: 'HEAD', cache: 'no-store' }).then(
      () => live && setWorks(true),
      () => live && setWorks(false),
    );
    return () => {
      live = false;
    };
  }, [works]);
  return works;
}

/**
 * What a failed remote shows: laid out like antd's warning Result, with the plain kit's button. Not antd: this
 * boundary wraps every page, the sign-in page too, which loads no antd, and a page whose remote failed
 * may be one whose antd never came.
 */
function RemoteFailed({ onRetry, wholePortal }: { onRetry: () => void; wholePortal?: boolean }) {
  const networkWorks = useNetworkWorks();
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center', fontFamily: brandTheme.token?.fontFamily }}>
      <PlainStyles />
      <SvgIcon icon={ExclamationCircleFilled} style={{ fontSize: 72, color: brandTheme.token?.colorWarning, marginBottom: 24 }} />
      <h2 style={{ margin: 0, fontSize: 24, lineHeight: 1.33, color: 'rgba(0, 0, 0, 0.88)', fontWeight: 400 }}>{appMessages.remoteFailedTitle}</h2>
      <p style={{ margin: '8px 0 0', fontSize: 14, color: brandTheme.token?.colorTextDescription }}>
        {networkWorks ? appMessages.remoteFailedPartBody : appMessages.remoteFailedBody}
        {wholePortal ? null : ` ${appMessages.remoteFailedRestWorks}`}
      </p>
      <div style={{ marginTop: 24 }}>
        <button type="button" className={`${plain.button} ${plain.primary}`} onClick={onRetry}>
          {appMessages.retry}
        </button>
      </div>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** Called by 'Tentar novamente' before the boundary renders its children again. */
  onRetry?: () => void;
  /** Changes of this key (e.g. the route) reset a shown fallback. */
  resetKey?: unknown;
  /** It holds the signed-in layout (side menu, header): when that fails nothing else is on screen, so the panel does not say the rest still works. */
  wholePortal?: boolean;
}
interface State {
  error: Error | null;
}

/** Contains a failing remote (load or render): pt-BR fallback with 'Tentar novamente'. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Reported for whoever watches the console; never contains tokens or passwords.
    console.error('[portal] remote failed', error.message, info.componentStack?.split('\n')[1]?.trim());
  }

  override componentDidUpdate(prev: Props): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <RemoteFailed onRetry={this.retry} wholePortal={this.props.wholePortal} />;
    return this.props.children;
  }
}
