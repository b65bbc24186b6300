import { useState, type FormEvent } from 'react';
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { authApi, signInSession, usePortalMessage } from 'shared';
import { Spinner } from 'shared/ui';
import { AuthField } from '../common/AuthField';
import { EmailInput } from '../common/EmailInput';
import { PasswordInput } from '../common/PasswordInput';
import { signInMessages as m, SIGN_UP_URL } from './messages';
import { isBusinessDetailsError, isNoFranchiseStoresError, signInErrorMessage } from './signInError';
import { useFieldHighlight } from './useFieldHighlight';
import { useSubmission } from './useSubmission';
import { missingFieldsMessage, missingSignInFields, type SignInField } from './validation';
import { operationsPages } from '../../../../remote-operations/src/paths';

export interface WelcomeFormProps {
  initialEmail: string;
  onForgotPassword: (email: string) => void;
}

/** The welcome view: e-mail, password, 'Entrar', 'Esqueci minha senha', 'Não tem conta?'. */
export function WelcomeForm({ initialEmail, onForgotPassword }: WelcomeFormProps) {
  const navigate = useNavigate();
  const message = usePortalMessage();
  const highlight = useFieldHighlight<SignInField>();
  const submission = useSubmission();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submission.busy()) return;
    const missing = missingSignInFields(email, password);
    const missingMessage = missingFieldsMessage(missing);
    if (missingMessage) {
      highlight.mark(missing);
      void message.warning(missingMessage);
      return;
    }
    void submission.run(async () => {
      try {
        await signInSession(email.trim(), password);
        if (submission.isMounted()) navigate(operationsPages.home.path, { replace: true });
      } catch (error) {
        // Signed in on the server but the franchise could not be set up: end that server session too.
        if (isNoFranchiseStoresError(error) || isBusinessDetailsError(error)) {
          authApi.logout().catch(() => undefined);
        }
        void message.error(signInErrorMessage(error));
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={m.welcomeTitle}>
      <AuthField label={m.emailLabel} htmlFor="sign-in-email">
        <EmailInput
          id="sign-in-email"
          placeholder={m.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalid={highlight.isMarked('email')}
        />
      </AuthField>
      <AuthField label={m.passwordLabel} htmlFor="sign-in-password">
        <PasswordInput
          id="sign-in-password"
          name="password"
          autoComplete="current-password"
          placeholder={m.passwordPlaceholder}
          maxLength={128}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={highlight.isMarked('password')}
          status={highlight.isMarked('password') ? 'error' : undefined}
          showLabel={m.showPassword}
          hideLabel={m.hidePassword}
        />
      </AuthField>
      {submission.submitting ? (
        <Spinner label={m.signingIn} />
      ) : (
        <Button type="primary" htmlType="submit" block size="large">
          {m.submit}
        </Button>
      )}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
        <Button type="link" style={{ padding: 0 }} onClick={() => onForgotPassword(email)}>
          {m.forgotPasswordLink}
        </Button>
        <a href={SIGN_UP_URL} target="_blank" rel="noopener noreferrer" aria-label={`${m.signUpLink} ${m.signUpHint}`}>
          {m.signUpLink}
        </a>
      </Flex>
    </form>
  );
}
