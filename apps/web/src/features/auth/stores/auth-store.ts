import type { User } from '@cv/contracts';
import { create } from 'zustand';
import { ApiError, setAuthTokenProvider } from '../../../lib/api-client';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { pageData } from '../../../lib/page-data';
import { getCookieSession } from '../api/get-session';
import { signIn } from '../api/sign-in';
import { signOut } from '../api/sign-out';
import { signUp } from '../api/sign-up';
import { validateToken } from '../api/validate-token';
import { type AuthMode, describeAuthError } from '../auth-error';
import {
  clearStoredSession,
  readStoredSession,
  storeToken,
  storeUser,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '../session-storage';

interface AuthState {
  user: User | null;
  token: string | null;
  /** Spec §4: authenticated means a token and a user are both present. */
  isAuthenticated: boolean;
  /** True until the start-up sign-in state is resolved. */
  isLoading: boolean;
  /** The last sign-in or sign-up failure, ready to show. */
  error: string | null;
}

interface AuthActions {
  /** `preferCookie`: the app was opened right after an email-link or Google/GitHub sign-in. */
  initialize: (options?: { preferCookie?: boolean }) => Promise<void>;
  login: (email: string, password: string) => Promise<boolean>;
  register: (name: string, email: string, password: string) => Promise<boolean>;
  logout: () => Promise<void>;
  /** Re-reads the user (credits…) from the server; a 401 signs out. */
  validateSession: () => Promise<void>;
  clearError: () => void;
  /** The balance the server answered after charging a generation (D6): shown at once, and stored. */
  setCredits: (credits: number) => void;
  /** The profile's saved name and email (PUT /api/user/profile), shown at once and stored. */
  updateUser: (changes: Partial<Pick<User, 'name' | 'email' | 'credits' | 'subscriptionType'>>) => void;
  /** Forgets the session here without asking the server (it is already gone, e.g. the account was deleted). */
  endSession: () => void;
}

const signedOut = { user: null, token: null, isAuthenticated: false } as const;

let initializing: Promise<void> | null = null;
/** The validation under way, so that start-up and the main page's mount share one request. */
let validating: { token: string; done: Promise<void> } | null = null;

export const useAuthStore = create<AuthState & AuthActions>()((set, get) => {
  /** Stores the token, then asks the server for the full user. Throws when validation fails. */
  async function establishSession(token: string): Promise<void> {
    storeToken(token);
    set({ token });
    const { user } = await validateToken(token);
    if (get().token !== token) return; // signed out meanwhile
    storeUser(user);
    set({ user, isAuthenticated: true, error: null });
  }

  function forgetSession(): void {
    clearStoredSession();
    // Later features (profile, generated CVs) subscribe to `token` becoming null to clear their own state.
    set({ ...signedOut });
  }

  async function authenticate(mode: AuthMode, request: () => Promise<{ token: string }>): Promise<boolean> {
    set({ error: null });
    try {
      const { token } = await request();
      await establishSession(token);
      return true;
    } catch (error) {
      forgetSession();
      const described = describeAuthError(error, mode, currentLanguage());
      set({ error: 'key' in described ? i18n.t(described.key) : described.text });
      return false;
    }
  }

  /** Re-reads the user for this token; a 401 signs out, any other failure keeps the session. */
  async function validate(token: string): Promise<void> {
    try {
      const { user } = await validateToken(token);
      if (get().token !== token) return;
      storeUser(user);
      set({ user, isAuthenticated: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        if (get().token === token) forgetSession();
      } else {
        // Offline or server trouble: keep the stored session rather than signing the user out.
        console.warn('Erreur de validation du token', error);
      }
    }
  }

  /** The session of the browser's cookie, made a token session like any other; false when there is none. */
  async function restoreFromCookie(): Promise<boolean> {
    // The server saw no session cookie on this page's request: nothing to ask for.
    if (pageData()?.cookieSession === false) return false;
    try {
      const cookieSession = await getCookieSession();
      const token = cookieSession?.session?.token;
      if (token) await establishSession(token);
      return Boolean(token);
    } catch (error) {
      // No usable cookie session: the visitor stays signed out.
      if (get().token) forgetSession();
      if (!(error instanceof ApiError && error.status === 401)) console.warn('Session non restaurée', error);
      return false;
    }
  }

  return {
    ...signedOut,
    isLoading: true,
    error: null,

    initialize: (options = {}) => {
      initializing ??= (async () => {
        // Just signed in by link or provider: the new cookie session wins over an older stored one.
        if (options.preferCookie && (await restoreFromCookie())) {
          set({ isLoading: false });
          return;
        }
        const stored = readStoredSession();
        if (stored?.user) {
          // Spec §4: a stored token plus a stored user count as signed in; the server confirms in background.
          set({ token: stored.token, user: stored.user, isAuthenticated: true, isLoading: false });
          void get().validateSession();
          return;
        }
        if (stored) {
          try {
            await establishSession(stored.token);
          } catch {
            forgetSession();
            await restoreFromCookie();
          }
        } else {
          await restoreFromCookie();
        }
        set({ isLoading: false });
      })();
      return initializing;
    },

    login: (email, password) => authenticate('login', () => signIn({ email, password })),

    register: (name, email, password) => authenticate('register', () => signUp({ name, email, password })),

    logout: async () => {
      const { token } = get();
      try {
        await signOut(token);
      } catch (error) {
        console.error('Erreur lors de la déconnexion', error);
      }
      forgetSession();
      set({ error: null });
    },

    validateSession: () => {
      const { token } = get();
      if (!token) return Promise.resolve();
      if (validating?.token === token) return validating.done;
      const done = validate(token).finally(() => {
        if (validating?.done === done) validating = null;
      });
      validating = { token, done };
      return done;
    },

    clearError: () => set({ error: null }),

    setCredits: (credits) => get().updateUser({ credits }),

    updateUser: (changes) => {
      const { user } = get();
      if (!user) return;
      const updated = { ...user, ...changes };
      if ((Object.keys(changes) as (keyof typeof changes)[]).every((key) => user[key] === updated[key]))
        return;
      storeUser(updated);
      set({ user: updated });
    },

    endSession: () => {
      forgetSession();
      set({ error: null });
    },
  };
});

setAuthTokenProvider(() => useAuthStore.getState().token);

/** Another tab signing in or out changes localStorage: follow it, so no tab keeps a dead session. */
export function followSessionOfOtherTabs(): () => void {
  function onStorage(event: StorageEvent) {
    if (event.key !== null && event.key !== TOKEN_STORAGE_KEY && event.key !== USER_STORAGE_KEY) return;
    const stored = readStoredSession();
    const { token } = useAuthStore.getState();
    if (!stored) {
      if (token) useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
    } else if (stored.user && (stored.token !== token || event.key === USER_STORAGE_KEY)) {
      useAuthStore.setState({ token: stored.token, user: stored.user, isAuthenticated: true });
    }
  }
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
