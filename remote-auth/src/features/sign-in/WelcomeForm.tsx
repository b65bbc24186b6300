import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { authApi, loadHttpClient, plain, PlainStyles, signInSession, Spinner, usePortalMessage } from 'shared';
import { AuthField } from '../common/AuthField';
import { EmailInput } from '../common/EmailInput';
import { PasswordInput } from '../common/PasswordInput';
import { signInMessages as m, SIGN_UP_URL } from './messages';
import { isBusinessDetailsError, isNoFranchiseStoresError, signInErrorMessage } from './signInError';
import { useFieldHighlight } from './useFieldHighlight';
import { useSubmission } from '../common/useSubmission';
import { missingFieldsMessage, missingSignInFields, type SignInField } from './validation';
import { operationsPages } from 'shared/pages';

export interface WelcomeFormProps {
  initialEmail: string;
  onForgotPassword: (email: string) => void;
}

const warmUpHttpClient = () => {
  // An older host's shared package has no loader (its client is already loaded).
  if (typeof loadHttpClient === 'function') void loadHttpClient().catch(() => undefined);
};

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
    // The first field touched starts loading the HTTP client, so 'Entrar' does not wait for it.
    <form onSubmit={submit} onFocus={warmUpHttpClient} noValidate aria-label={m.welcomeTitle}>
      <PlainStyles />
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
          maxLength={255}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalid={highlight.isMarked('password')}
          showLabel={m.showPassword}
          hideLabel={m.hidePassword}
        />
      </AuthField>
      {submission.submitting ? (
        <Spinner label={m.signingIn} />
      ) : (
        <button type="submit" className={`${plain.button} ${plain.primary} ${plain.block}`}>
          {m.submit}
        </button>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginTop: 16 }}>
        <button type="button" className={plain.link} onClick={() => onForgotPassword(email)}>
          {m.forgotPasswordLink}
        </button>
        <a className={plain.link} href={SIGN_UP_URL} target="_blank" rel="noopener noreferrer" aria-label={`${m.signUpLink} ${m.signUpHint}`}>
          {m.signUpLink}
        </a>
      </div>
    </form>
  );
}
