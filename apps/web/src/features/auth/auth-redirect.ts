/**
 * What the page address says when the app is opened from an account email or back from Google/GitHub:
 * `?reset-token=…` (the reset email, built by the server's create-auth.ts), `?signed-in=link|google|github`
 * (the session cookie was just set), `?email-changed=1` (the link sent to a new email address), with
 * `error=…` when the link or the provider refused.
 */
export const RESET_TOKEN_PARAM = 'reset-token';
export const SIGNED_IN_PARAM = 'signed-in';
/** The link sent to a new email address lands on `?email-changed=1` (the server's create-auth.ts). */
export const EMAIL_CHANGED_PARAM = 'email-changed';

export interface AuthRedirect {
  resetToken: string | null;
  signedIn: boolean;
  /** The account's email address was just changed by the link sent to the new one. */
  emailChanged: boolean;
  /** better-auth's reason (INVALID_TOKEN, access_denied…), when the sign-in did not happen. */
  error: string | null;
}

export function readAuthRedirect(search: string): AuthRedirect {
  const params = new URLSearchParams(search);
  const signedIn = params.has(SIGNED_IN_PARAM);
  const emailChanged = params.has(EMAIL_CHANGED_PARAM);
  return {
    resetToken: params.get(RESET_TOKEN_PARAM) || null,
    signedIn: signedIn && !params.has('error'),
    emailChanged: emailChanged && !params.has('error'),
    error: signedIn || emailChanged ? params.get('error') : null,
  };
}

/** The address without those parameters: a reload or a bookmark must not replay them. */
export function withoutAuthRedirect(href: string): string {
  const url = new URL(href);
  for (const name of [
    RESET_TOKEN_PARAM,
    SIGNED_IN_PARAM,
    EMAIL_CHANGED_PARAM,
    'error',
    'error_description',
  ]) {
    url.searchParams.delete(name);
  }
  return url.pathname + url.search + url.hash;
}
