import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/alert-box';
import { buttonStyles } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { resetPassword } from '../api/account-recovery';
import { MIN_PASSWORD_LENGTH, validateNewPassword } from '../validation';
import { useAuthFailure } from './use-auth-failure';
import { useFocusFirstField } from './use-focus-first-field';

interface NewPasswordFormProps {
  token: string;
  onDone: () => void;
  onRequestNewLink: () => void;
}

/** Opened from the reset email: a new password, checked like registration's, then back to signing in. */
export default function NewPasswordForm({ token, onDone, onRequestNewLink }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const describeFailure = useAuthFailure();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstField(formRef);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateNewPassword({ password, confirmPassword });
    if (problem) {
      setError(t(problem));
      return;
    }
    setError(null);
    setPending(true);
    try {
      await resetPassword(token, password);
      onDone();
    } catch (failure) {
      setError(describeFailure(failure));
      setExpired(failure instanceof ApiError && failure.code === 'INVALID_TOKEN');
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t('auth.resetIntro')}</p>
      <TextField
        label={t('auth.newPassword')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
      {error ? <AlertBox>{error}</AlertBox> : null}
      <button type="submit" disabled={pending} className={`${buttonStyles.primary} w-full`}>
        {pending ? t('auth.submittingReset') : t('auth.submitReset')}
      </button>
      {expired ? (
        <p className="text-center text-sm">
          <button type="button" className={buttonStyles.link} onClick={onRequestNewLink}>
            {t('auth.requestNewLink')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
