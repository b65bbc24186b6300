import { useState } from 'react';
import { Button, Input, type InputProps } from 'antd';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'suffix'> {
  /** Accessible names of the show/hide toggle, e.g. 'Mostrar senha' / 'Ocultar senha'. */
  showLabel: string;
  hideLabel: string;
}

/** A password field with a show/hide toggle that is a real button (keyboard and screen-reader friendly). */
export function PasswordInput({ showLabel, hideLabel, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      suffix={
        <Button
          type="text"
          size="small"
          disabled={disabled}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          icon={visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
