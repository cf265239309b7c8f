import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/alert-box';
import { buttonStyles } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { usePublicConfig } from '../../../lib/public-config';
import { messageForStatus } from '../email-check/email-check-timing';
import { useEmailCheck } from '../email-check/use-email-check';
import { useAuthDialog } from '../stores/auth-dialog-store';
import { useAuthStore } from '../stores/auth-store';
import { validateLogin } from '../validation';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { useFocusFirstField } from './use-focus-first-field';

interface LoginFormProps {
  onSuccess: () => void;
  onSwitchToRegister: () => void;
  onForgotPassword: () => void;
  onEmailLink: () => void;
}

const noFeatures = { emailLink: false, passwordReset: false, google: false, github: false };

export default function LoginForm({
  onSuccess,
  onSwitchToRegister,
  onForgotPassword,
  onEmailLink,
}: LoginFormProps) {
  const { t } = useTranslation();
  const login = useAuthStore((state) => state.login);
  const serverError = useAuthStore((state) => state.error);
  const demoAccount = usePublicConfig((state) => state.config?.demoAccount ?? null);
  const features = usePublicConfig((state) => state.config?.features ?? noFeatures);
  const notice = useAuthDialog((state) => state.notice);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstField(formRef);

  // Spec §5: the inline format check, 500 ms after typing stops.
  const emailCheck = useEmailCheck(email, { deliverability: false });
  const emailMessage = messageForStatus(emailCheck.status);
  const error = formError ?? serverError;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateLogin({ email, password });
    if (problem) {
      setFormError(t(problem));
      return;
    }
    setFormError(null);
    setPending(true);
    const ok = await login(email.trim(), password);
    setPending(false);
    if (ok) onSuccess();
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t('auth.tagline')}</p>
      {notice?.kind === 'success' ? (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800"
        >
          {t(notice.key)}
        </p>
      ) : null}
      {notice?.kind === 'error' && !error ? <AlertBox>{t(notice.key)}</AlertBox> : null}
      {demoAccount ? (
        <div className="rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-slate-700">
          <p className="font-semibold text-brand-800">{t('auth.demoTitle')}</p>
          <p className="break-all">{t('auth.demoCredentials', demoAccount)}</p>
          <button
            type="button"
            className={`${buttonStyles.link} mt-1 text-sm`}
            onClick={() => {
              setEmail(demoAccount.email);
              setPassword(demoAccount.password);
              setFormError(null);
            }}
          >
            {t('auth.demoFill')}
          </button>
        </div>
      ) : null}
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        invalid={emailCheck.status === 'invalidFormat'}
        hint={emailMessage ? t(emailMessage) : undefined}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {features.passwordReset ? (
        <p className="-mt-2 text-right text-sm">
          <button type="button" className={buttonStyles.link} onClick={onForgotPassword}>
            {t('auth.forgotPassword')}
          </button>
        </p>
      ) : null}
      {error ? <AlertBox>{error}</AlertBox> : null}
      <button type="submit" disabled={pending} className={`${buttonStyles.primary} w-full`}>
        {pending ? t('auth.submittingLogin') : t('auth.submitLogin')}
      </button>
      {features.emailLink || features.google || features.github ? (
        <div className="space-y-2">
          <p className="text-center text-xs uppercase tracking-wide text-slate-500">{t('auth.or')}</p>
          {features.emailLink ? (
            <button type="button" className={`${buttonStyles.secondary} w-full`} onClick={onEmailLink}>
              {t('auth.toEmailLink')}
            </button>
          ) : null}
          <SocialSignInButtons google={features.google} github={features.github} />
        </div>
      ) : null}
      <p className="text-center text-sm text-slate-600">
        {t('auth.noAccount')}{' '}
        <button type="button" className={buttonStyles.link} onClick={onSwitchToRegister}>
          {t('auth.toRegister')}
        </button>
      </p>
    </form>
  );
}
