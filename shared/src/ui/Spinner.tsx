import { Spin } from 'antd';
import { appMessages } from '../app/messages';

/** The loading spinner: inline, or centred over the whole screen. */
export function Spinner({ fullscreen = false, label = appMessages.loading }: { fullscreen?: boolean; label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={label}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 32,
        minHeight: fullscreen ? '100vh' : 120,
        width: '100%',
      }}
    >
      <Spin size="large" />
    </div>
  );
}
