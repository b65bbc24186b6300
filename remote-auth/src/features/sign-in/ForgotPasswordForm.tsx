import { App, Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { authApi } from 'shared';
import { Spinner } from 'shared/ui';
import { signInMessages as m } from './messages';
import { forgotPasswordErrorMessage } from './signInError';

/** name@domain.tld: a domain without a dot ('loja@exemplo') cannot receive the e-mail. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const forgotPasswordSchema = yup.object({
  email: yup.string().trim().required(m.forgotEmptyEmail).email(m.forgotInvalidEmail).matches(EMAIL_PATTERN, m.forgotInvalidEmail),
});

export interface ForgotPasswordFormProps {
  initialEmail: string;
  /** Back to the welcome view, with the e-mail typed here. */
  onBack: (email: string) => void;
}

/** The 'Esqueceu sua senha?' view: e-mail, 'Enviar', 'Faça o login'. */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const { message } = App.useApp();
  const formik = useFormik({
    initialValues: { email: initialEmail },
    validationSchema: forgotPasswordSchema,
    validateOnBlur: false,
    onSubmit: async ({ email }) => {
      const address = email.trim();
      try {
        await authApi.requestPasswordReset(address);
        void message.success(m.forgotSent);
        onBack(address);
      } catch (error) {
        void message.error(forgotPasswordErrorMessage(error));
      }
    },
  });
  const error = formik.submitCount > 0 ? formik.errors.email : undefined;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!formik.isSubmitting) void formik.submitForm();
      }}
      noValidate
      aria-label={m.forgotTitle}
    >
      <Form layout="vertical" component={false}>
        <Form.Item
          label={m.emailLabel}
          htmlFor="forgot-email"
          validateStatus={error ? 'error' : undefined}
          help={error ? <span id="forgot-email-error" role="alert">{error}</span> : undefined}
        >
          <Input
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder={m.emailPlaceholder}
            maxLength={254}
            value={formik.values.email}
            onChange={formik.handleChange}
            aria-invalid={!!error}
            aria-describedby={error ? 'forgot-email-error' : undefined}
            status={error ? 'error' : undefined}
          />
        </Form.Item>
      </Form>
      {formik.isSubmitting ? (
        <Spinner label={m.sending} />
      ) : (
        <Button type="primary" htmlType="submit" block size="large" style={{ marginTop: 8 }}>
          {m.forgotSubmit}
        </Button>
      )}
      <Button type="link" style={{ padding: 0, marginTop: 16 }} onClick={() => onBack(formik.values.email)}>
        {m.backToSignIn}
      </Button>
    </form>
  );
}
