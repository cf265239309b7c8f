import { type FormEvent, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/alert-box';
import { buttonStyles } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { messageForStatus } from '../email-check/email-check-timing';
import { useEmailCheck } from '../email-check/use-email-check';
import { useEmailSuggestion } from '../email-check/use-email-suggestion';
import { useAuthStore } from '../stores/auth-store';
import { MIN_PASSWORD_LENGTH, validateRegistration } from '../validation';
import { useFocusFirstField } from './use-focus-first-field';

interface RegisterFormProps {
  onSuccess: () => void;
  onSwitchToLogin: () => void;
}

export default function RegisterForm({ onSuccess, onSwitchToLogin }: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useAuthStore((state) => state.register);
  const serverError = useAuthStore((state) => state.error);
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstField(formRef);

  // Spec §4: format after 500 ms, then 'Vérification en cours...' and the deliverability check after 1 s.
  const emailCheck = useEmailCheck(values.email, { deliverability: true });
  const emailMessage = messageForStatus(emailCheck.status);
  const emailInvalid = emailCheck.status === 'invalidFormat' || emailCheck.status === 'undeliverable';
  const error = formError ?? serverError;
  // A mistyped domain ('gmial.com') gets a "did you mean", one click to apply; never a block.
  const suggestion = useEmailSuggestion(values.email);

  function field(name: keyof typeof values) {
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateRegistration(values);
    if (problem) {
      setFormError(t(problem));
      return;
    }
    setFormError(null);
    setPending(true);
    // An undeliverable address is never submitted: its inline message says why.
    if (!(await emailCheck.verifyNow())) {
      setPending(false);
      return;
    }
    const ok = await register(values.name.trim(), values.email.trim(), values.password);
    setPending(false);
    if (ok) onSuccess();
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t('auth.tagline')}</p>
      <TextField label={t('auth.name')} type="text" autoComplete="name" required {...field('name')} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        invalid={emailInvalid}
        hint={emailMessage ? t(emailMessage) : undefined}
        {...field('email')}
      />
      <p aria-live="polite" className="-mt-3 text-xs text-slate-600 empty:hidden">
        {suggestion ? (
          <Trans
            i18nKey="auth.emailSuggestion"
            values={{ email: suggestion }}
            components={{
              fix: (
                <button
                  type="button"
                  className={buttonStyles.link}
                  onClick={() => setValues((current) => ({ ...current, email: suggestion }))}
                />
              ),
            }}
          />
        ) : null}
      </p>
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        {...field('password')}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      {error ? <AlertBox>{error}</AlertBox> : null}
      <button type="submit" disabled={pending} className={`${buttonStyles.primary} w-full`}>
        {pending ? t('auth.submittingRegister') : t('auth.submitRegister')}
      </button>
      <p className="text-center text-sm text-slate-600">
        {t('auth.hasAccount')}{' '}
        <button type="button" className={buttonStyles.link} onClick={onSwitchToLogin}>
          {t('auth.toLogin')}
        </button>
      </p>
    </form>
  );
}
