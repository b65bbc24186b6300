import { Button, Form } from 'antd';
import { useFormik } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import * as yup from 'yup';
import { authApi, usePortalMessage } from 'shared';
import { Spinner } from 'shared/ui';
import { AuthCard } from '../common/AuthCard';
import { PasswordInput } from '../common/PasswordInput';
import { passwordResetMessages as m } from './messages';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { passwordStrength } from './passwordStrength';

export const passwordResetSchema = yup.object({
  password: yup
    .string()
    .required()
    .test('strong', m.weak, (value) => passwordStrength(value ?? '') === 'strong'),
  confirmPassword: yup
    .string()
    .required()
    .oneOf([yup.ref('password')], m.mismatch),
});

/**
 * The password reset page (/redefinir-senha/:token): new password and confirmation, strength meter
 * and requirements; 'Enviar' only for a strong password with both fields filled (spec part-1 §2, §5).
 */
export default function PasswordResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const message = usePortalMessage();

  const formik = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: passwordResetSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async ({ password, confirmPassword }) => {
      try {
        await authApi.changePasswordWithToken(token, password, confirmPassword);
        void message.success(m.success);
        navigate('/', { replace: true });
      } catch {
        void message.error(m.rejected);
      }
    },
  });

  const { password, confirmPassword } = formik.values;
  const canSubmit = passwordStrength(password) === 'strong' && !!confirmPassword;
  const mismatch = formik.submitCount > 0 && formik.errors.confirmPassword === m.mismatch && password !== confirmPassword;

  return (
    <AuthCard title={m.title} subtitle={m.subtitle}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit && !formik.isSubmitting) void formik.submitForm();
        }}
        noValidate
        aria-label={m.title}
      >
        <Form layout="vertical" component={false}>
          <Form.Item label={m.passwordLabel} htmlFor="reset-password">
            <PasswordInput
              id="reset-password"
              name="password"
              autoComplete="new-password"
              maxLength={128}
              value={password}
              onChange={formik.handleChange}
              aria-describedby="password-requirements-title"
              showLabel={m.showPassword}
              hideLabel={m.hidePassword}
            />
          </Form.Item>
          <PasswordStrengthMeter password={password} />
          <Form.Item
            label={m.confirmLabel}
            htmlFor="reset-confirm-password"
            validateStatus={mismatch ? 'error' : undefined}
            help={mismatch ? <span id="reset-confirm-error" role="alert">{m.mismatch}</span> : undefined}
          >
            <PasswordInput
              id="reset-confirm-password"
              name="confirmPassword"
              autoComplete="new-password"
              maxLength={128}
              value={confirmPassword}
              onChange={formik.handleChange}
              disabled={!password}
              aria-invalid={mismatch}
              aria-describedby={mismatch ? 'reset-confirm-error' : undefined}
              status={mismatch ? 'error' : undefined}
              showLabel={m.showConfirm}
              hideLabel={m.hideConfirm}
            />
          </Form.Item>
        </Form>
        {formik.isSubmitting ? (
          <Spinner label={m.submitting} />
        ) : (
          <Button type="primary" htmlType="submit" block size="large" disabled={!canSubmit} style={{ marginTop: 8 }}>
            {m.submit}
          </Button>
        )}
        <div style={{ marginTop: 16 }}>
          <Link to="/">{m.backToSignIn}</Link>
        </div>
      </form>
    </AuthCard>
  );
}
