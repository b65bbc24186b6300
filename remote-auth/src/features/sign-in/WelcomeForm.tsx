import { useEffect, useRef, type FormEvent } from 'react';
import { App, Button, Flex, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { authApi, signInSession } from 'shared';
import { Spinner } from 'shared/ui';
import { PasswordInput } from '../common/PasswordInput';
import { signInMessages as m, SIGN_UP_URL } from './messages';
import { isBusinessDetailsError, isNoFranchiseStoresError, signInErrorMessage } from './signInError';
import { useFieldHighlight } from './useFieldHighlight';

type Field = 'email' | 'password';

const schema = yup.object({
  email: yup.string().trim().required(),
  password: yup.string().required(),
});

/** Which fields are missing → the message of spec part-1 §5. */
export function missingFieldsMessage(emailMissing: boolean, passwordMissing: boolean): string | null {
  if (emailMissing && passwordMissing) return m.fillEmailAndPassword;
  if (passwordMissing) return m.fillPassword;
  if (emailMissing) return m.fillEmail;
  return null;
}

export interface WelcomeFormProps {
  initialEmail: string;
  onForgotPassword: (email: string) => void;
}

/** The welcome view: e-mail, password, 'Entrar', 'Esqueci minha senha', 'Não tem conta?'. */
export function WelcomeForm({ initialEmail, onForgotPassword }: WelcomeFormProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const highlight = useFieldHighlight<Field>();
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const formik = useFormik({
    initialValues: { email: initialEmail, password: '' },
    validationSchema: schema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async ({ email, password }) => {
      try {
        await signInSession(email.trim(), password);
        if (mounted.current) navigate('/pages/home', { replace: true });
      } catch (error) {
        // Signed in on the server but the franchise could not be set up: end that server session too.
        if (isNoFranchiseStoresError(error) || isBusinessDetailsError(error)) {
          authApi.logout().catch(() => undefined);
        }
        void message.error(signInErrorMessage(error));
      }
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (formik.isSubmitting) return;
    const errors = await formik.validateForm();
    const missing = missingFieldsMessage(!!errors.email, !!errors.password);
    if (missing) {
      highlight.mark([...(errors.email ? ['email' as const] : []), ...(errors.password ? ['password' as const] : [])]);
      void message.warning(missing);
      return;
    }
    await formik.submitForm();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={m.welcomeTitle}>
      <Form layout="vertical" component={false}>
        <Form.Item label={m.emailLabel} htmlFor="sign-in-email" validateStatus={highlight.isMarked('email') ? 'error' : undefined}>
          <Input
            id="sign-in-email"
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder={m.emailPlaceholder}
            maxLength={254}
            value={formik.values.email}
            onChange={formik.handleChange}
            aria-invalid={highlight.isMarked('email')}
            status={highlight.isMarked('email') ? 'error' : undefined}
          />
        </Form.Item>
        <Form.Item label={m.passwordLabel} htmlFor="sign-in-password" validateStatus={highlight.isMarked('password') ? 'error' : undefined}>
          <PasswordInput
            id="sign-in-password"
            name="password"
            autoComplete="current-password"
            placeholder={m.passwordPlaceholder}
            maxLength={128}
            value={formik.values.password}
            onChange={formik.handleChange}
            aria-invalid={highlight.isMarked('password')}
            status={highlight.isMarked('password') ? 'error' : undefined}
            showLabel={m.showPassword}
            hideLabel={m.hidePassword}
          />
        </Form.Item>
      </Form>
      {formik.isSubmitting ? (
        <Spinner label={m.signingIn} />
      ) : (
        <Button type="primary" htmlType="submit" block size="large">
          {m.submit}
        </Button>
      )}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
        <Button type="link" style={{ padding: 0 }} onClick={() => onForgotPassword(formik.values.email)}>
          {m.forgotPasswordLink}
        </Button>
        <a href={SIGN_UP_URL} target="_blank" rel="noopener noreferrer" aria-label={`${m.signUpLink} ${m.signUpHint}`}>
          {m.signUpLink}
        </a>
      </Flex>
    </form>
  );
}
