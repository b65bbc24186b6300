import { useState, type InputHTMLAttributes } from 'react';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { plain, PlainStyles, SvgIcon } from 'shared';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** Accessible names of the show/hide toggle, e.g. 'Mostrar senha' / 'Ocultar senha'. */
  showLabel: string;
  hideLabel: string;
  /** Drawn as wrong (red border, aria-invalid). */
  invalid?: boolean;
}

/** A password field with a show/hide toggle that is a real button (keyboard and screen-reader friendly). */
export function PasswordInput({ showLabel, hideLabel, disabled, invalid = false, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={plain.field} data-invalid={invalid} data-disabled={!!disabled}>
      <PlainStyles />
      <input {...props} className={plain.input} disabled={disabled} aria-invalid={invalid} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className={plain.iconButton}
        disabled={disabled}
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <SvgIcon icon={visible ? EyeInvisibleOutlined : EyeOutlined} />
      </button>
    </div>
  );
}
