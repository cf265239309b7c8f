import { create } from 'zustand';

/**
 * Whether 'Mon Profil' is open: the only part of the profile the page needs before the modal is first
 * opened (the modal, its data and its calls are loaded then).
 */
interface ProfileDialogState {
  isOpen: boolean;
}

export const useProfileDialog = create<ProfileDialogState>(() => ({ isOpen: false }));

/** The user menu's 'Mon profil', and the generator when credits run out (spec §5). */
export const openProfile = () => useProfileDialog.setState({ isOpen: true });
export const closeProfile = () => useProfileDialog.setState({ isOpen: false });
