import { Input, type InputProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { DEFAULT_MAX_LENGTH } from '../domain/constants';

/** Text input with the portal's default maximum length of 100. */
export function TextInput({ maxLength = DEFAULT_MAX_LENGTH, ...props }: InputProps) {
  return <Input maxLength={maxLength} {...props} />;
}

/** Text area: maximum length 100 and 3 rows by default. */
export function TextArea({ maxLength = DEFAULT_MAX_LENGTH, rows = 3, ...props }: TextAreaProps) {
  return <Input.TextArea maxLength={maxLength} rows={rows} {...props} />;
}
