import { create } from 'zustand';
import { useAuthStore } from '../../features/auth/stores/auth-store';

/** Whether the sign-out question (keep or erase this browser's CVs) is open. */
export const useSignOutPrompt = create<{ isOpen: boolean }>(() => ({ isOpen: false }));

/**
 * 'Déconnexion': when this browser keeps CVs of the account (D16b), the user chooses first whether they stay
 * (on their own computer) or go (on a shared one); otherwise it signs out at once, as before.
 */
export async function signOut(): Promise<void> {
  const { keptCount } = await import('./keep-results');
  if (keptCount() > 0) useSignOutPrompt.setState({ isOpen: true });
  else await useAuthStore.getState().logout();
}
