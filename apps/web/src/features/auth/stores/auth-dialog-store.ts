import { create } from 'zustand';

export type AuthView = 'login' | 'register';

interface AuthDialogState {
  isOpen: boolean;
  view: AuthView;
  open: (view?: AuthView) => void;
  close: () => void;
  setView: (view: AuthView) => void;
}

/** Any screen can ask for the auth dialog (e.g. a visitor trying to upload), not only the header. */
export const useAuthDialog = create<AuthDialogState>()((set) => ({
  isOpen: false,
  view: 'login',
  open: (view = 'login') => set({ isOpen: true, view }),
  close: () => set({ isOpen: false }),
  setView: (view) => set({ view }),
}));
