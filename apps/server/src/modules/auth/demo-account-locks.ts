/**
 * Demo mode's shared account (decision D4) is signed in by every visitor with the password the login form
 * shows. The accounts library's own routes that would change it for everyone, or end the others' visits,
 * are refused for it (as deleting it and moving its address already are, in the profile routes). Its name
 * may still change through PUT /api/user/profile.
 */
export const DEMO_ACCOUNT_LOCKED_PATHS = new Set([
  '/api/auth/change-password', // demo1234 would fail for every other visitor
  '/api/auth/change-email', // its advertised address would move away
  '/api/auth/update-user', // the profile route is the one way to rename it
  '/api/auth/revoke-session', // would sign another visitor out
  '/api/auth/revoke-sessions', // would sign every visitor out
  '/api/auth/revoke-other-sessions', // same, but for the caller
  '/api/auth/list-sessions', // lists the other visitors' sessions and their tokens
  '/api/auth/link-social', // a visitor's Google/GitHub account would sign in as the demo account
  '/api/auth/unlink-account', // could drop its password sign-in
  '/api/auth/delete-user', // deletion is refused for it (the library's route is off anyway)
]);

export const DEMO_ACCOUNT_LOCKED =
  'Le compte de démonstration est partagé par tous les visiteurs : cette modification est refusée.';
