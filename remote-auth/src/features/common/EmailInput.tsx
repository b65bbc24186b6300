import { Input, type InputProps } from 'antd';

export interface EmailInputProps extends Pick<InputProps, 'id' | 'value' | 'onChange' | 'aria-describedby'> {
  /** Drawn as wrong (red border, aria-invalid). */
  invalid: boolean;
  placeholder: string;
}

/** The e-mail field of the public screens: the browser's e-mail keyboard and autofill, at most 254 characters. */
export function EmailInput({ invalid, ...props }: EmailInputProps) {
  return (
    <Input
      {...props}
      name="email"
      type="email"
      autoComplete="username"
      inputMode="email"
      maxLength={254}
      aria-invalid={invalid}
      status={invalid ? 'error' : undefined}
    />
  );
}
