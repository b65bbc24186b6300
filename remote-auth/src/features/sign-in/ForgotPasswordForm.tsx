import { useState, type FormEvent } from 'react';
import { authApi, plain, PlainStyles, Spinner, usePortalMessage } from 'shared';
import { AuthField } from '../common/AuthField';
import { EmailInput } from '../common/EmailInput';
import { signInMessages as m } from './messages';
import { forgotPasswordErrorMessage } from './signInError';
import { useSubmission } from '../common/useSubmission';
import { forgotPasswordEmailError } from './validation';

export interface ForgotPasswordFormProps {
  initialEmail: string;
  /** Back to the welcome view, with the e-mail typed here. */
  onBack: (email: string) => void;
}

/** The 'Esqueceu sua senha?' view: e-mail, 'Enviar', 'Faça o login'. */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const message = usePortalMessage();
  const submission = useSubmission();
  const [email, setEmail] = useState(initialEmail);
  // The e-mail's error shows from the first 'Enviar' on, and follows what is typed after it.
  const [submitted, setSubmitted] = useState(false);
  const error = submitted ? forgotPasswordEmailError(email) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submission.busy()) return;
    setSubmitted(true);
    if (forgotPasswordEmailError(email)) return;
    const address = email.trim();
    void submission.run(async () => {
      try {
        await authApi.requestPasswordReset(address);
        void message.success(m.forgotSent);
        onBack(address);
      } catch (failure) {
        void message.error(forgotPasswordErrorMessage(failure));
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={m.forgotTitle}>
      <PlainStyles />
      <AuthField label={m.emailLabel} htmlFor="forgot-email" error={error} errorId="forgot-email-error">
        <EmailInput
          id="forgot-email"
          placeholder={m.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalid={!!error}
          aria-describedby={error ? 'forgot-email-error' : undefined}
        />
      </AuthField>
      {submission.submitting ? (
        <Spinner label={m.sending} />
      ) : (
        <button type="submit" className={`${plain.button} ${plain.primary} ${plain.block}`} style={{ marginTop: 8 }}>
          {m.forgotSubmit}
        </button>
      )}
      <div style={{ marginTop: 16 }}>
        <button type="button" className={plain.link} onClick={() => onBack(email)}>
          {m.backToSignIn}
        </button>
      </div>
    </form>
  );
}
