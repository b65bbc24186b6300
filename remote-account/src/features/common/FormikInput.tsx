import type { CSSProperties } from 'react';
import { Form, Input, type InputProps } from 'antd';
import type { FormikProps } from 'formik';
import { type MaskName, onlyDigits } from 'shared/masks';
import { MaskedInput } from 'shared/masked-input';

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
  /** A field kept in one of the portal's masks as the user types (a card number, an expiry). */
  mask?: MaskName;
  /** A field of digits only, at most this many (a card's CVV). */
  digits?: number;
  style?: CSSProperties;
}

/**
 * A labelled text field bound to formik by its name, with its error under it: the error is the field's description
 * and is announced when it appears (the Form.Item has no antd `name`, so antd links neither).
 */
export function FormikInput<V>({ formik, name, id, label, required, password, mask, digits, style, ...input }: Props<V>) {
  const error = fieldError(formik, name);
  const Control = password ? Input.Password : Input;
  const errorId = `${id}-error`;
  const describedBy = [input['aria-describedby'], error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const bound = { id, name, value: String(formik.values[name] ?? ''), onBlur: formik.handleBlur, 'aria-invalid': !!error, 'aria-describedby': describedBy };
  const help = error ? (
    <span id={errorId} role="alert">
      {error}
    </span>
  ) : undefined;
  return (
    <Form.Item label={label} htmlFor={id} required={required} validateStatus={error ? 'error' : undefined} help={help} style={style}>
      {mask ? (
        <MaskedInput {...input} {...bound} mask={mask} onChange={(masked) => formik.setFieldValue(name, masked)} />
      ) : digits ? (
        <Input
          inputMode="numeric"
          maxLength={digits}
          {...input}
          {...bound}
          onChange={(event) => formik.setFieldValue(name, onlyDigits(event.target.value).slice(0, digits))}
        />
      ) : (
        <Control {...input} {...bound} onChange={formik.handleChange} />
      )}
    </Form.Item>
  );
}
