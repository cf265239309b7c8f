import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';
import type { Language } from '../../lib/language';

export type AuthMode = 'login' | 'register';

export type AuthErrorKey =
  | 'auth.errors.emailInUse'
  | 'auth.errors.badCredentials'
  | 'auth.errors.wrongPassword'
  | 'auth.errors.userNotFound'
  | 'auth.errors.userDisabled'
  | 'auth.errors.operationNotAllowed'
  | 'auth.errors.weakPassword'
  | 'auth.errors.emailRejected'
  | 'auth.errors.passwordTooShort'
  | 'auth.errors.passwordTooLong'
  | 'auth.errors.tooManyAttempts'
  | 'auth.errors.network'
  | 'auth.errors.authFailed'
  | 'auth.errors.linkExpired'
  | 'auth.errors.login'
  | 'auth.errors.register';

/**
 * better-auth's error codes, in the words of the spec's sign-in catalogue (§8): each row pairs the code with
 * the client code of the earlier identity provider it stands for.
 */
const CODE_KEYS: Record<string, AuthErrorKey> = {
  USER_ALREADY_EXISTS: 'auth.errors.emailInUse', // email-already-in-use
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.errors.emailInUse',
  INVALID_EMAIL_OR_PASSWORD: 'auth.errors.badCredentials', // invalid-credential: 'Vérifiez vos identifiants'
  INVALID_PASSWORD: 'auth.errors.wrongPassword', // wrong-password
  USER_NOT_FOUND: 'auth.errors.userNotFound', // user-not-found
  EMAIL_NOT_FOUND: 'auth.errors.userNotFound',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth.errors.userNotFound',
  BANNED_USER: 'auth.errors.userDisabled', // user-disabled
  USER_BANNED: 'auth.errors.userDisabled',
  ACCESS_DENIED: 'auth.errors.operationNotAllowed', // operation-not-allowed
  EMAIL_NOT_VERIFIED: 'auth.errors.operationNotAllowed',
  PASSWORD_COMPROMISED: 'auth.errors.weakPassword', // weak-password
  INVALID_EMAIL: 'auth.errors.emailRejected', // invalid-email
  PASSWORD_TOO_SHORT: 'auth.errors.passwordTooShort',
  PASSWORD_TOO_LONG: 'auth.errors.passwordTooLong',
  TOO_MANY_REQUESTS: 'auth.errors.tooManyAttempts', // too-many-requests
  INVALID_TOKEN: 'auth.errors.linkExpired', // expired-action-code: a reset link used, expired or cut
  RESET_PASSWORD_DISABLED: 'auth.errors.operationNotAllowed',
  PROVIDER_NOT_FOUND: 'auth.errors.operationNotAllowed',
};

/**
 * What to show for a failed sign-in or sign-up: the catalogue's message when better-auth names the reason;
 * 'Erreur d'authentification' for any other code of its own; in French, the server's own `detail` for one of
 * our client errors (already French); otherwise the store's fallback ('Erreur de connexion' / 'd'inscription').
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
  if (error.status === 403) return { key: 'auth.errors.operationNotAllowed' };
  if (error.status >= 500) return { key: fallback };
  if (error.code) return { key: 'auth.errors.authFailed' };
  if (language === 'fr' && error.status >= 400 && error.detail) return { text: error.detail };
  return { key: fallback };
}
