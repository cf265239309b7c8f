import type { GeneratedCvRecord, Profile, UpdateProfileRequest, UpdateProfileResponse } from '@cv/contracts';
import { create } from 'zustand';
import { deleteAccount } from '../api/delete-account';
import { getGeneratedCvs } from '../api/get-generated-cvs';
import { getProfile } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';

/** Spec §3 client state: the profile (read after each sign-in) and the generated CVs (loaded with the modal). */
interface ProfileState {
  profile: Profile | null;
  generatedCVs: GeneratedCvRecord[];
  status: 'idle' | 'loading' | 'ready' | 'error';
}

interface ProfileActions {
  /** Reads the profile and the last CVs again; a failure is only logged (spec §8). */
  load: () => Promise<void>;
  /**
   * Reads the profile alone (after sign-in, registration or a restored session): the profile, or null when it
   * could not be read (only logged) or a newer one arrived meanwhile.
   */
  loadProfile: () => Promise<Profile | null>;
  /**
   * Throws the ApiError; the saved profile replaces the shown one. Its
   * `pendingEmail` is the new address a confirmation link was sent to (the email changes once it is opened).
   */
  save: (changes: UpdateProfileRequest) => Promise<UpdateProfileResponse>;
  deleteAccount: () => Promise<void>;
  /** Sign-out: nothing of the previous user stays (spec §4). */
  clear: () => void;
}

const empty: Pick<ProfileState, 'profile' | 'generatedCVs' | 'status'> = {
  profile: null,
  generatedCVs: [],
  status: 'idle',
};

// Bumped by clear(): an answer for the previous user that arrives after sign-out is dropped.
let generation = 0;
// Bumped whenever a profile is shown: a background read answering after a newer one (a save) is dropped.
let version = 0;

export const useProfileStore = create<ProfileState & ProfileActions>()((set) => ({
  ...empty,

  load: async () => {
    const run = generation;
    set({ status: 'loading' });
    const [profile, cvs] = await Promise.allSettled([getProfile(), getGeneratedCvs()]);
    if (run !== generation) return;
    if (profile.status === 'rejected')
      console.error('Erreur lors de la récupération du profil', profile.reason);
    if (cvs.status === 'rejected') console.error('Erreur lors de la récupération des CV', cvs.reason);
    if (profile.status === 'fulfilled') version += 1;
    set((state) => ({
      profile: profile.status === 'fulfilled' ? profile.value : state.profile,
      generatedCVs: cvs.status === 'fulfilled' ? cvs.value.cvs : state.generatedCVs,
      status: profile.status === 'fulfilled' ? 'ready' : 'error',
    }));
  },

  loadProfile: async () => {
    const run = generation;
    const seen = version;
    try {
      const profile = await getProfile();
      if (run !== generation || seen !== version) return null;
      version += 1;
      set({ profile });
      return profile;
    } catch (error) {
      console.error('Erreur lors de la récupération du profil', error);
      return null;
    }
  },

  save: async (changes) => {
    const run = generation;
    const saved = await updateProfile(changes);
    const { pendingEmail: _pending, ...profile } = saved;
    if (run === generation) {
      version += 1;
      set({ profile });
    }
    return saved;
  },

  deleteAccount: async () => {
    await deleteAccount();
    generation += 1;
    set({ ...empty });
  },

  clear: () => {
    generation += 1;
    set({ ...empty });
  },
}));
