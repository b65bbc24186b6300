import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { appMessages, authApi, errorStatus, plain, PlainStyles, Spinner, usePortalMessage } from 'shared';
import { AuthCard } from '../common/AuthCard';
import { AuthField } from '../common/AuthField';
import { PasswordInput } from '../common/PasswordInput';
import { useSubmission } from '../common/useSubmission';
import { passwordResetMessages as m } from './messages';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { passwordStrength } from './passwordStrength';

/** 'Enviar' is offered only for a strong new password with the confirmation filled (docs/spec/part-1-signin-dashboard-delivery.md §2, §5). */
export function canSubmitReset(password: string, confirmPassword: string): boolean {
  return passwordStrength(password) === 'strong' && !!confirmPassword;
}

/**
 * The password reset page (/redefinir-senha/:token): new password and confirmation, strength meter
 * and requirements; 'Enviar' only for a strong password with both fields filled (§2, §5).
 * Two fields and two rules: plain state, no form library (the page loads no formik or antd: docs/decisions.md, 'The first screen before antd').
 */
export default function PasswordResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const message = usePortalMessage();
  const submission = useSubmission();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  // The mismatch shows from the first 'Enviar' on, until the confirmation matches.
  const [submitted, setSubmitted] = useState(false);
  const mismatch = submitted && password !== confirmPassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitReset(password, confirmPassword) || submission.busy()) return;
    setSubmitted(true);
    if (password !== confirmPassword) return;
    void submission.run(async () => {
      try {
        await authApi.changePasswordWithToken(token, password, confirmPassword);
        void message.success(m.success);
        navigate('/', { replace: true });
      } catch (error) {
        // The catalogued rejection when the server refused the link; a failure to reach it is not one.
        const status = errorStatus(error);
        void message.error(status !== undefined && status >= 400 && status < 500 ? m.rejected : appMessages.genericError);
      }
    });
  };

  return (
    <AuthCard title={m.title} subtitle={m.subtitle}>
      <form onSubmit={submit} noValidate aria-label={m.title}>
        <PlainStyles />
        <AuthField label={m.passwordLabel} htmlFor="reset-password">
          <PasswordInput
            id="reset-password"
            name="password"
            autoComplete="new-password"
            maxLength={255}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby="password-requirements-title"
            showLabel={m.showPassword}
            hideLabel={m.hidePassword}
          />
        </AuthField>
        <PasswordStrengthMeter password={password} />
        <AuthField label={m.confirmLabel} htmlFor="reset-confirm-password" error={mismatch ? m.mismatch : undefined} errorId="reset-confirm-error">
          <PasswordInput
            id="reset-confirm-password"
            name="confirmPassword"
            autoComplete="new-password"
            maxLength={255}
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            disabled={!password}
            invalid={mismatch}
            aria-describedby={mismatch ? 'reset-confirm-error' : undefined}
            showLabel={m.showConfirm}
            hideLabel={m.hideConfirm}
          />
        </AuthField>
        {submission.submitting ? (
          <Spinner label={m.submitting} />
        ) : (
          <button
            type="submit"
            className={`${plain.button} ${plain.primary} ${plain.block}`}
            disabled={!canSubmitReset(password, confirmPassword)}
            style={{ marginTop: 8 }}
          >
            {m.submit}
          </button>
        )}
        <div style={{ marginTop: 16 }}>
          <Link to="/" className={plain.link}>
            {m.backToSignIn}
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}
