import { api } from '../../../lib/api-client';
import { SIGNED_IN_PARAM } from '../auth-redirect';

// The email flows (decision D1). Each request answers the same whether or not the address has an account.

export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/auth/request-password-reset', { email }, { token: null });
}

/** The emailed link signs in through the server, which then sends the browser back here, cookie set. */
export function requestSignInLink(email: string): Promise<unknown> {
  return api.post(
    '/api/auth/sign-in/magic-link',
    { email, callbackURL: `/?${SIGNED_IN_PARAM}=link` },
    { token: null },
  );
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return api.post('/api/auth/reset-password', { token, newPassword }, { token: null });
}

export type SocialProvider = 'google' | 'github';

/** The provider's authorization page; the provider sends the browser back to us, then to the app. */
export async function socialSignInUrl(provider: SocialProvider): Promise<string> {
  const back = `/?${SIGNED_IN_PARAM}=${provider}`;
  const { url } = await api.post<{ url: string }>(
    '/api/auth/sign-in/social',
    { provider, callbackURL: back, errorCallbackURL: back, disableRedirect: true },
    { token: null },
  );
  return url;
}
