import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { type AuthView, useAuthDialog } from '../stores/auth-dialog-store';
import { useAuthStore } from '../stores/auth-store';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** Login and register views, switched by links; a successful authentication closes the dialog (spec §4). */
export function AuthDialog() {
  const { t } = useTranslation();
  const { isOpen, view, close, setView } = useAuthDialog();
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
    <Dialog
      open={isOpen}
      onClose={close}
      title={view === 'login' ? t('auth.loginTitle') : t('auth.registerTitle')}
    >
      {view === 'login' ? (
        <LoginForm key="login" onSuccess={close} onSwitchToRegister={() => switchTo('register')} />
      ) : (
        <RegisterForm key="register" onSuccess={close} onSwitchToLogin={() => switchTo('login')} />
      )}
    </Dialog>
  );
}
