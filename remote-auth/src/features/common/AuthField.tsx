import type { ReactNode } from 'react';
import { authLook as look } from './authLook';

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
 * A labelled field of the public screens, laid out like antd's vertical Form.Item (label above, the error under the
 * input in the theme's error colour), without antd (docs/decisions.md, 'The first screen before antd'). Validation lives in the forms (validation.ts).
 */
export function AuthField({ label, htmlFor, error, errorId, children }: AuthFieldProps) {
  return (
    <div style={{ marginBottom: look.marginLG }}>
      <label
        htmlFor={htmlFor}
        style={{ display: 'inline-block', paddingBottom: look.paddingXS, color: look.colorTextHeading, fontSize: look.fontSize, lineHeight: look.lineHeight }}
      >
        {label}
      </label>
      {children}
      {error && (
        <div id={errorId} role="alert" style={{ color: look.colorError, fontSize: look.fontSize, lineHeight: look.lineHeight, paddingTop: 2 }}>
          {error}
        </div>
      )}
    </div>
  );
}
