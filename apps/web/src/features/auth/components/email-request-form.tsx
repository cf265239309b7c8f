import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/alert-box';
import { buttonStyles } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { requestPasswordReset, requestSignInLink } from '../api/account-recovery';
import { isValidEmail } from '../validation';
import { useAuthFailure } from './use-auth-failure';
import { useFocusFirstField } from './use-focus-first-field';

interface EmailRequestFormProps {
  /** 'reset': a link to choose a new password; 'link': a link that signs in. */
  purpose: 'reset' | 'link';
  onBack: () => void;
}

/**
 * One address in, one email out — or none, when the address has no account: the confirmation says the
 * same either way, so the form never tells who has an account.
 */
export default function EmailRequestForm({ purpose, onBack }: EmailRequestFormProps) {
  const { t } = useTranslation();
  const describeFailure = useAuthFailure();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstField(formRef);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(t('auth.errors.invalidEmail'));
      return;
    }
    setError(null);
    setPending(true);
    try {
      await (purpose === 'reset' ? requestPasswordReset : requestSignInLink)(email.trim());
      setSent(true);
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">
        {t(purpose === 'reset' ? 'auth.forgotIntro' : 'auth.emailLinkIntro')}
      </p>
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setSent(false);
        }}
      />
      {error ? <AlertBox>{error}</AlertBox> : null}
      {sent ? (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800"
        >
          {t('auth.emailSent')}
        </p>
      ) : null}
      <button type="submit" disabled={pending} className={`${buttonStyles.primary} w-full`}>
        {pending ? t('auth.sendingLink') : t('auth.sendLink')}
      </button>
      <p className="text-center text-sm">
        <button type="button" className={buttonStyles.link} onClick={onBack}>
          {t('auth.toLogin')}
        </button>
      </p>
    </form>
  );
}
