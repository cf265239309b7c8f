import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/alert-box';
import { buttonStyles } from '../../../components/button-styles';
import { type SocialProvider, socialSignInUrl } from '../api/account-recovery';
import { useAuthFailure } from './use-auth-failure';

/** 'Continuer avec Google / GitHub', each shown only when the server has its client id (decision D1). */
export function SocialSignInButtons({ google, github }: { google: boolean; github: boolean }) {
  const { t } = useTranslation();
  const describeFailure = useAuthFailure();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!google && !github) return null;

  async function start(provider: SocialProvider) {
    setPending(provider);
    setError(null);
    try {
      window.location.assign(await socialSignInUrl(provider));
    } catch (failure) {
      setError(describeFailure(failure));
      setPending(null);
    }
  }

  return (
    <div className="space-y-2">
      {google ? (
        <button
          type="button"
          className={`${buttonStyles.secondary} w-full`}
          disabled={pending !== null}
          onClick={() => void start('google')}
        >
          {t('auth.continueWithGoogle')}
        </button>
      ) : null}
      {github ? (
        <button
          type="button"
          className={`${buttonStyles.secondary} w-full`}
          disabled={pending !== null}
          onClick={() => void start('github')}
        >
          {t('auth.continueWithGitHub')}
        </button>
      ) : null}
      {error ? <AlertBox>{error}</AlertBox> : null}
    </div>
  );
}
