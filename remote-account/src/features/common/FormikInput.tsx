import type { CSSProperties } from 'react';
import { Form, Input, type InputProps } from 'antd';
import type { FormikProps } from 'formik';

/** A field's error once it was touched (submitting touches every field): what its Form.Item shows. */
export function fieldError<V>(formik: FormikProps<V>, name: keyof V & string): string | undefined {
  const error = formik.touched[name] ? formik.errors[name] : undefined;
  return typeof error === 'string' ? error : undefined;
}

interface Props<V> extends Omit<InputProps, 'name' | 'id' | 'style'> {
  formik: FormikProps<V>;
  name: keyof V & string;
  id: string;
  label: string;
  /** A password field (show/hide). */
  password?: boolean;
  style?: CSSProperties;
}

/** A labelled text field bound to formik by its name, with its error under it. */
export function FormikInput<V>({ formik, name, id, label, required, password, style, ...input }: Props<V>) {
  const error = fieldError(formik, name);
  const Control = password ? Input.Password : Input;
  return (
    <Form.Item label={label} htmlFor={id} required={required} validateStatus={error ? 'error' : undefined} help={error} style={style}>
      <Control
        id={id}
        name={name}
        value={String(formik.values[name] ?? '')}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        aria-invalid={!!error}
        {...input}
      />
    </Form.Item>
  );
}
