import type { InputHTMLAttributes } from 'react';
import { plain, PlainStyles } from 'shared';

export interface EmailInputProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'aria-describedby'> {
  /** Drawn as wrong (red border, aria-invalid). */
  invalid: boolean;
  placeholder: string;
}

/** The e-mail field of the public screens: the browser's e-mail keyboard and autofill, at most 254 characters. */
export function EmailInput({ invalid, ...props }: EmailInputProps) {
  return (
    <div className={plain.field} data-invalid={invalid}>
      <PlainStyles />
      <input {...props} className={plain.input} name="email" type="email" autoComplete="username" inputMode="email" maxLength={254} aria-invalid={invalid} />
    </div>
  );
}
