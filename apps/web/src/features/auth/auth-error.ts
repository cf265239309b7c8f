import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';
import type { Language } from '../../lib/language';

export type AuthMode = 'login' | 'register';

export type AuthErrorKey =
  | 'auth.errors.emailInUse'
  | 'auth.errors.badCredentials'
  | 'auth.errors.emailRejected'
  | 'auth.errors.passwordTooShort'
  | 'auth.errors.passwordTooLong'
  | 'auth.errors.tooManyAttempts'
  | 'auth.errors.network'
  | 'auth.errors.login'
  | 'auth.errors.register';

/** better-auth error codes we can say in the user's language (spec §8's sign-in catalogue). */
const CODE_KEYS: Record<string, AuthErrorKey> = {
  USER_ALREADY_EXISTS: 'auth.errors.emailInUse',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.errors.emailInUse',
  INVALID_EMAIL_OR_PASSWORD: 'auth.errors.badCredentials',
  INVALID_PASSWORD: 'auth.errors.badCredentials',
  USER_NOT_FOUND: 'auth.errors.badCredentials',
  INVALID_EMAIL: 'auth.errors.emailRejected',
  PASSWORD_TOO_SHORT: 'auth.errors.passwordTooShort',
  PASSWORD_TOO_LONG: 'auth.errors.passwordTooLong',
  TOO_MANY_REQUESTS: 'auth.errors.tooManyAttempts',
};

/**
 * What to show for a failed sign-in or sign-up: a translation key when we know the reason; otherwise, in
 * French, the server's own `detail` (already French) for a client error; otherwise the generic message.
 */
export function describeAuthError(
  error: unknown,
  mode: AuthMode,
  language: Language,
): { key: AuthErrorKey } | { text: string } {
  const fallback: AuthErrorKey = mode === 'login' ? 'auth.errors.login' : 'auth.errors.register';
  if (!(error instanceof ApiError)) return { key: fallback };
  const known = error.code ? CODE_KEYS[error.code] : undefined;
  if (known) return { key: known };
  if (error.status === NETWORK_ERROR_STATUS) return { key: 'auth.errors.network' };
  if (error.status === 429) return { key: 'auth.errors.tooManyAttempts' };
  if (error.status === 401 && mode === 'login') return { key: 'auth.errors.badCredentials' };
  if (language === 'fr' && error.status >= 400 && error.status < 500 && error.detail)
    return { text: error.detail };
  return { key: fallback };
}
