import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { describeAuthError } from '../auth-error';

/** A failed account request, in the words of the sign-in catalogue (§8), ready to show. */
export function useAuthFailure(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const described = describeAuthError(error, 'login', currentLanguage());
    return 'key' in described ? t(described.key) : described.text;
  };
}
