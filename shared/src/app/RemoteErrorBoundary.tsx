import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, theme } from 'antd';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import { appMessages } from './messages';

/**
 * What a failed remote shows: laid out like antd's warning Result, drawn with the theme's tokens. Not
 * antd's Result itself: it is needed only when something fails, yet it would come with every first load
 * (~11 KB gzip), since this boundary wraps every page.
 */
function RemoteFailed({ onRetry }: { onRetry: () => void }) {
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <ExclamationCircleFilled aria-hidden style={{ fontSize: 72, color: token.colorWarning, marginBottom: 24 }} />
      <h2 style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, color: token.colorTextHeading, fontWeight: 400 }}>
        {appMessages.remoteFailedTitle}
      </h2>
      <p style={{ margin: '8px 0 0', fontSize: token.fontSize, color: token.colorTextDescription }}>{appMessages.remoteFailedBody}</p>
      <div style={{ marginTop: 24 }}>
        <Button type="primary" onClick={onRetry}>
          {appMessages.retry}
        </Button>
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
    if (this.state.error) return <RemoteFailed onRetry={this.retry} />;
    return this.props.children;
  }
}
