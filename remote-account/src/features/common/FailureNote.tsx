import { Alert, type AlertProps } from 'antd';

/**
 * A failure its toast has already said, kept on screen with what it means, the server's reason or 'Tentar novamente'
 * for after the toast is gone. Its title is not said again: a failure is announced once, by the toast where there is
 * one (docs/decisions.md D20), so the note is no live region (antd's Alert is role="alert"). Its detail (the server's
 * reason, what to do) is what the toast does not say: it is a polite status, heard after the toast's title.
 */
export function FailureNote({ description, ...props }: Omit<AlertProps, 'type' | 'role'>) {
  return <Alert type="error" showIcon {...props} role="none" description={description ? <div role="status">{description}</div> : undefined} />;
}
