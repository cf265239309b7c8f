/**
 * What the page address says when the app is opened from an account email or back from Google/GitHub:
 * `?reset-token=…` (the reset email, built by the server's create-auth.ts), `?signed-in=link|google|github`
 * (the session cookie was just set), with `error=…` when the link or the provider refused.
 */
export const RESET_TOKEN_PARAM = 'reset-token';
export const SIGNED_IN_PARAM = 'signed-in';

export interface AuthRedirect {
  resetToken: string | null;
  signedIn: boolean;
  /** better-auth's reason (INVALID_TOKEN, access_denied…), when the sign-in did not happen. */
  error: string | null;
}

export function readAuthRedirect(search: string): AuthRedirect {
  const params = new URLSearchParams(search);
  const signedIn = params.has(SIGNED_IN_PARAM);
  return {
    resetToken: params.get(RESET_TOKEN_PARAM) || null,
    signedIn: signedIn && !params.has('error'),
    error: signedIn ? params.get('error') : null,
  };
}

/** The address without those parameters: a reload or a bookmark must not replay them. */
export function withoutAuthRedirect(href: string): string {
  const url = new URL(href);
  for (const name of [RESET_TOKEN_PARAM, SIGNED_IN_PARAM, 'error', 'error_description']) {
    url.searchParams.delete(name);
  }
  return url.pathname + url.search + url.hash;
}
