import type { Profile } from '@cv/contracts';

interface SessionState {
  token: string | null;
  isAuthenticated: boolean;
}

/** The slice of the auth store this module reads (a zustand store fits as it is). */
export interface SessionSource {
  getState(): SessionState;
  subscribe(listener: (state: SessionState, previous: SessionState) => void): () => void;
}

export type ShownUserChanges = Partial<Pick<Profile, 'name' | 'email' | 'subscriptionType' | 'credits'>>;

/**
 * Spec §4 "Login and register reload the profile afterwards": whenever a session starts — sign-in,
 * registration, a session restored at start-up or taken over from another tab — the profile is read at once,
 * in the background (nothing waits for it), and shown in the header; another session or a sign-out clears it
 * first, so nothing of the previous user stays.
 *
 * The balance: the profile's is shown until the live stream (D8) gives one; after that the stream's wins, as a
 * profile read that answers late may be older than the stream's last event.
 */
export function createSessionProfile(deps: {
  session: SessionSource;
  loadProfile: () => Promise<Profile | null>;
  clearProfile: () => void;
  showUser: (changes: ShownUserChanges) => void;
}) {
  /** The session whose live stream has answered: its balance no longer comes from the profile. */
  let liveFor: string | null = null;

  async function load(token: string): Promise<void> {
    const profile = await deps.loadProfile();
    const now = deps.session.getState();
    if (!profile || now.token !== token || !now.isAuthenticated) return;
    const { name, email, subscriptionType, credits } = profile;
    deps.showUser(
      liveFor === token ? { name, email, subscriptionType } : { name, email, subscriptionType, credits },
    );
  }

  return {
    /** Follows the session from now on (and loads for the one already there); returns the function that stops. */
    start(): () => void {
      const current = deps.session.getState();
      if (current.isAuthenticated && current.token) void load(current.token);
      return deps.session.subscribe((state, previous) => {
        if (state.token !== previous.token) deps.clearProfile();
        const started = state.token !== previous.token || !previous.isAuthenticated;
        if (state.isAuthenticated && state.token && started) void load(state.token);
      });
    },

    /** A balance from the live stream: shown, and from now on preferred to the profile's for this session. */
    liveCredits(credits: number): void {
      const { token } = deps.session.getState();
      if (!token) return;
      liveFor = token;
      deps.showUser({ credits });
    },
  };
}
