import { useState } from 'react';
import { AuthCard } from '../common/AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { signInMessages as m } from './messages';
import { WelcomeForm } from './WelcomeForm';

type View = 'welcome' | 'forgot';

/**
 * The sign-in screen (/): the welcome view and, on the same screen, the 'Esqueceu sua senha?' view
 * (docs/spec/part-1-signin-dashboard-delivery.md §2). The e-mail typed in one view carries over to the other.
 */
export default function SignInPage() {
  const [view, setView] = useState<View>('welcome');
  const [email, setEmail] = useState('');

  if (view === 'forgot') {
    return (
      <AuthCard title={m.forgotTitle} subtitle={m.forgotSubtitle}>
        <ForgotPasswordForm
          initialEmail={email}
          onBack={(typed) => {
            setEmail(typed);
            setView('welcome');
          }}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={m.welcomeTitle} subtitle={m.welcomeSubtitle}>
      <WelcomeForm
        initialEmail={email}
        onForgotPassword={(typed) => {
          setEmail(typed);
          setView('forgot');
        }}
      />
    </AuthCard>
  );
}
