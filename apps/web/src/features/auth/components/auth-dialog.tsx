import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { Spinner } from '../../../components/spinner';
import { type AuthView, useAuthDialog } from '../stores/auth-dialog-store';
import { useAuthStore } from '../stores/auth-store';

// The forms (validation, live email check) come with the first opening, not with the page (JS budget).
const LoginForm = lazy(() => import('./login-form'));
const RegisterForm = lazy(() => import('./register-form'));
// Reached from the login form or an email link only: chunks of their own.
const EmailRequestForm = lazy(() => import('./email-request-form'));
const NewPasswordForm = lazy(() => import('./new-password-form'));

const TITLES = {
  login: 'auth.loginTitle',
  register: 'auth.registerTitle',
  forgot: 'auth.forgotTitle',
  'email-link': 'auth.emailLinkTitle',
  reset: 'auth.resetTitle',
} as const;
/**
 * Login, register and — when the server can send emails — forgotten password, email link and new password
 * views, switched by links; a successful authentication closes the dialog (spec §4). Mounted by
 * AuthDialogSlot on its first opening.
 */
export default function AuthDialog() {
  const { t } = useTranslation();
  const { isOpen, view, close, setView, resetToken, openWithNotice } = useAuthDialog();
  const clearError = useAuthStore((state) => state.clearError);

  // A message from an earlier attempt does not belong to a freshly opened or switched form.
  useEffect(() => {
    if (isOpen) clearError();
  }, [isOpen, clearError]);
  function switchTo(next: AuthView) {
    clearError();
    setView(next);
  }

  return (
    <Dialog open={isOpen} onClose={close} title={t(TITLES[view])}>
      <Suspense
        fallback={
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        }
      >
        {view === 'login' ? (
          <LoginForm
            key="login"
            onSuccess={close}
            onSwitchToRegister={() => switchTo('register')}
            onForgotPassword={() => switchTo('forgot')}
            onEmailLink={() => switchTo('email-link')}
          />
        ) : view === 'register' ? (
          <RegisterForm key="register" onSuccess={close} onSwitchToLogin={() => switchTo('login')} />
        ) : view === 'reset' && resetToken ? (
          <NewPasswordForm
            key="reset"
            token={resetToken}
            onDone={() => openWithNotice({ kind: 'success', key: 'auth.passwordChanged' })}
            onRequestNewLink={() => switchTo('forgot')}
          />
        ) : (
          <EmailRequestForm
            key={view}
            purpose={view === 'email-link' ? 'link' : 'reset'}
            onBack={() => switchTo('login')}
          />
        )}
      </Suspense>
    </Dialog>
  );
}
