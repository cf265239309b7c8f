import { create } from 'zustand';

/** The sign-in views; 'forgot', 'email-link' and 'reset' exist only with their settings (decision D1). */
export type AuthView = 'login' | 'register' | 'forgot' | 'email-link' | 'reset';

/** A message the login view opens with: the password or the email address was changed, or a link did not work. */
export type AuthNotice =
  | { kind: 'success'; key: 'auth.passwordChanged' | 'auth.emailChanged' }
  | { kind: 'error'; key: 'auth.errors.linkExpired' | 'auth.errors.authFailed' };

interface AuthDialogState {
  isOpen: boolean;
  view: AuthView;
  /** The token of the reset email the app was opened from. */
  resetToken: string | null;
  notice: AuthNotice | null;
  open: (view?: AuthView) => void;
  close: () => void;
  setView: (view: AuthView) => void;
  openReset: (token: string) => void;
  openWithNotice: (notice: AuthNotice) => void;
}

/** Any screen can ask for the auth dialog (e.g. a visitor trying to upload), not only the header. */
export const useAuthDialog = create<AuthDialogState>()((set) => ({
  isOpen: false,
  view: 'login',
  resetToken: null,
  notice: null,
  open: (view = 'login') => set({ isOpen: true, view, notice: null }),
  close: () => set({ isOpen: false, resetToken: null, notice: null }),
  setView: (view) => set({ view, notice: null }),
  openReset: (token) => set({ isOpen: true, view: 'reset', resetToken: token, notice: null }),
  openWithNotice: (notice) => set({ isOpen: true, view: 'login', notice }),
}));
