import type { ReactNode } from 'react';
import { theme } from 'antd';

export interface AuthFieldProps {
  label: string;
  /** The id of the input the label names. */
  htmlFor: string;
  /** Shown under the input, announced (role="alert"); the input points at it with aria-describedby. */
  error?: ReactNode;
  errorId?: string;
  children: ReactNode;
}

/**
 * A labelled field of the public screens, laid out like antd's vertical Form.Item (label above, the
 * error under the input in the theme's error colour) without antd's Form: it would bring its field
 * store, validator and grid (~28 KB gzip) to the portal's first screen for a layout. Validation lives in
 * the forms (validation.ts).
 */
export function AuthField({ label, htmlFor, error, errorId, children }: AuthFieldProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label
        htmlFor={htmlFor}
        style={{ display: 'inline-block', paddingBottom: token.paddingXS, color: token.colorTextHeading, fontSize: token.fontSize, lineHeight: token.lineHeight }}
      >
        {label}
      </label>
      {children}
      {error && (
        <div id={errorId} role="alert" style={{ color: token.colorError, fontSize: token.fontSize, lineHeight: token.lineHeight, paddingTop: 2 }}>
          {error}
        </div>
      )}
    </div>
  );
}
