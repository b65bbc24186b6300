import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { useFormik } from 'formik';
import { serverErrorText } from 'shared';
import { accountApi } from '../../api/account';
import { userMessages as m } from './messages';
import { passwordSchema, type PasswordValues } from './schema';

const FIELDS: { name: keyof PasswordValues; label: string; autoComplete: string }[] = [
  { name: 'current_password', label: m.currentPassword, autoComplete: 'current-password' },
  { name: 'password', label: m.newPassword, autoComplete: 'new-password' },
  { name: 'confirm_password', label: m.confirmPassword, autoComplete: 'new-password' },
];

/** 'Alterar senha' of the signed-in user. */
export function PasswordForm({ businessUserId }: { businessUserId: number | string }) {
  const { message } = App.useApp();
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const formik = useFormik<PasswordValues>({
    initialValues: { current_password: '', password: '', confirm_password: '' },
    validationSchema: passwordSchema,
    onSubmit: async (values, helpers) => {
      setServerProblem(null);
      try {
        await accountApi.changePassword(businessUserId, values);
        message.success(m.passwordSaved);
        helpers.resetForm();
      } catch (error) {
        setServerProblem(serverErrorText(error) ?? null);
        message.error(m.passwordError);
      }
    },
  });

  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0 }}>
          {m.passwordTitle}
        </Typography.Title>
      }
    >
      <form onSubmit={formik.handleSubmit} noValidate aria-label={m.passwordTitle}>
        <Form layout="vertical" component={false}>
          <Typography.Paragraph type="secondary">{m.passwordRules}</Typography.Paragraph>
          {serverProblem ? <Alert type="error" showIcon title={m.passwordError} description={serverProblem} style={{ marginBottom: 16 }} /> : null}
          {FIELDS.map(({ name, label, autoComplete }) => {
            const error = formik.touched[name] ? formik.errors[name] : undefined;
            return (
              <Form.Item key={name} label={label} htmlFor={`user-${name}`} required validateStatus={error ? 'error' : undefined} help={error}>
                <Input.Password
                  id={`user-${name}`}
                  name={name}
                  autoComplete={autoComplete}
                  maxLength={255}
                  value={formik.values[name]}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                  aria-invalid={!!error}
                />
              </Form.Item>
            );
          })}
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            {m.changePassword}
          </Button>
        </Form>
      </form>
    </Card>
  );
}
