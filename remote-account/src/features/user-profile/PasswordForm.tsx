import { Button, Card, Form, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { serverErrorText, usePortalMessage } from 'shared';
import { accountApi } from '../../api/account';
import { FailureNote } from '../common/FailureNote';
import { FormikInput } from '../common/FormikInput';
import { useFailureToast } from '../common/useFailureToast';
import { userMessages as m } from './messages';
import { passwordSchema, type PasswordValues } from './schema';
import { SectionTitle } from '../common/SectionTitle';

const FIELDS: { name: keyof PasswordValues; label: string; autoComplete: string }[] = [
  { name: 'current_password', label: m.currentPassword, autoComplete: 'current-password' },
  { name: 'password', label: m.newPassword, autoComplete: 'new-password' },
  { name: 'confirm_password', label: m.confirmPassword, autoComplete: 'new-password' },
];

/** 'Alterar senha' of the signed-in user. */
export function PasswordForm({ businessUserId }: { businessUserId: number | string }) {
  const message = usePortalMessage();
  const change = useMutation({
    mutationFn: (values: PasswordValues) => accountApi.changePassword(businessUserId, values),
    onSuccess: () => message.success(m.passwordSaved),
  });
  useFailureToast(change, m.passwordError);
  const serverProblem = change.error ? serverErrorText(change.error) : undefined;
  const formik = useFormik<PasswordValues>({
    initialValues: { current_password: '', password: '', confirm_password: '' },
    validationSchema: passwordSchema,
    onSubmit: (values, helpers) =>
      change.mutateAsync(values).then(
        () => helpers.resetForm(),
        () => undefined,
      ),
  });

  return (
    <Card title={<SectionTitle style={{ margin: 0 }}>{m.passwordTitle}</SectionTitle>}>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={m.passwordTitle}>
        <Form layout="vertical" component={false}>
          <Typography.Paragraph type="secondary">{m.passwordRules}</Typography.Paragraph>
          {/* Said by the toast (part-2 §8); the note stays with the server's reason, silent (D20). */}
          {serverProblem ? <FailureNote title={m.passwordError} description={serverProblem} style={{ marginBottom: 16 }} /> : null}
          {FIELDS.map(({ name, label, autoComplete }) => (
            <FormikInput
              key={name}
              formik={formik}
              name={name}
              id={`user-${name}`}
              label={label}
              required
              password
              autoComplete={autoComplete}
              maxLength={255}
            />
          ))}
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            {m.changePassword}
          </Button>
        </Form>
      </form>
    </Card>
  );
}
