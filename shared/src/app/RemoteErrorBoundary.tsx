import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { appMessages } from './messages';

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
    if (this.state.error) {
      return (
        <Result
          status="warning"
          title={appMessages.remoteFailedTitle}
          subTitle={appMessages.remoteFailedBody}
          extra={
            <Button type="primary" onClick={this.retry}>
              {appMessages.retry}
            </Button>
          }
        />
      );
    }
    return this.props.children;
  }
}
