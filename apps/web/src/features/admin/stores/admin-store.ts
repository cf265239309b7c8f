import type { AdminData, AdminInfo } from '@cv/contracts';
import { create } from 'zustand';
import { ApiError } from '../../../lib/api-client';
import { readItem, removeItem, writeItem } from '../../../lib/storage';
import { loginAdmin, logoutAdmin } from '../api/admin-session';
import { type AdminPages, getAdminData } from '../api/get-admin-data';
import { getAdminInfo } from '../api/get-admin-info';

/**
 * Spec §4 Admin. The local 'authenticated' flag is only a hint (D10): it picks the view shown first. The
 * server decides — any 401 brings the password form back.
 */
export const ADMIN_FLAG_STORAGE_KEY = 'cv.admin.authenticated';

export const adminTabs = ['stats', 'users', 'transactions', 'cvs', 'info'] as const;
export type AdminTab = (typeof adminTabs)[number];
export type AdminList = keyof AdminPages;
type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

interface AdminState {
  view: 'login' | 'dashboard';
  tab: AdminTab;
  pages: AdminPages;
  data: AdminData | null;
  dataStatus: LoadStatus;
  info: AdminInfo | null;
  infoStatus: LoadStatus;
  loginPending: boolean;
  /** The last refused login (status 401, 429, 503…) with the server's message. */
  loginError: { status: number; detail: string } | null;
  /** The password form is shown because the server ended the session. */
  sessionEnded: boolean;
}

interface AdminActions {
  start: () => void;
  login: (password: string) => Promise<void>;
  logout: () => Promise<void>;
  loadData: () => Promise<void>;
  loadInfo: () => Promise<void>;
  openTab: (tab: AdminTab) => void;
  goToPage: (list: AdminList, page: number) => void;
}

const firstPages: AdminPages = { usersPage: 1, transactionsPage: 1, cvsPage: 1 };
const signedOut = {
  tab: 'stats' as AdminTab,
  pages: firstPages,
  data: null,
  dataStatus: 'idle' as LoadStatus,
  info: null,
  infoStatus: 'idle' as LoadStatus,
};

// Bumped on every load and on sign-out: an answer that arrives after a newer request (or after sign-out) is dropped.
let dataRun = 0;
let infoRun = 0;

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

export const useAdminStore = create<AdminState & AdminActions>()((set, get) => {
  function endSession(serverSaid: boolean) {
    removeItem(ADMIN_FLAG_STORAGE_KEY);
    dataRun += 1;
    infoRun += 1;
    set({ ...signedOut, view: 'login', sessionEnded: serverSaid, loginError: null });
  }

  return {
    view: 'login',
    ...signedOut,
    loginPending: false,
    loginError: null,
    sessionEnded: false,

    start: () => {
      if (readItem(ADMIN_FLAG_STORAGE_KEY) === 'true') {
        set({ view: 'dashboard' });
        void get().loadData();
      } else set({ view: 'login' });
    },

    login: async (password) => {
      set({ loginPending: true, loginError: null });
      try {
        await loginAdmin(password);
        writeItem(ADMIN_FLAG_STORAGE_KEY, 'true');
        set({ ...signedOut, view: 'dashboard', loginPending: false, sessionEnded: false });
        void get().loadData();
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        const detail = error instanceof ApiError ? error.detail : String(error);
        set({ loginPending: false, loginError: { status, detail } });
      }
    },

    logout: async () => {
      try {
        await logoutAdmin();
      } catch (error) {
        console.error('Erreur lors de la déconnexion', error);
      }
      endSession(false);
    },

    loadData: async () => {
      const run = ++dataRun;
      set({ dataStatus: 'loading' });
      try {
        const data = await getAdminData(get().pages);
        if (run === dataRun) set({ data, dataStatus: 'ready' });
      } catch (error) {
        if (run !== dataRun) return;
        if (isUnauthorized(error)) return endSession(true);
        console.error('Erreur lors de la récupération des données admin', error);
        set({ dataStatus: 'error' });
      }
    },

    loadInfo: async () => {
      const run = ++infoRun;
      set({ infoStatus: 'loading' });
      try {
        const info = await getAdminInfo();
        if (run === infoRun) set({ info, infoStatus: 'ready' });
      } catch (error) {
        if (run !== infoRun) return;
        if (isUnauthorized(error)) return endSession(true);
        console.error('Erreur lors de la récupération des données admin', error);
        set({ infoStatus: 'error' });
      }
    },

    openTab: (tab) => {
      set({ tab });
      if (tab === 'info' && get().infoStatus !== 'ready') void get().loadInfo();
    },

    goToPage: (list, page) => {
      set((state) => ({ pages: { ...state.pages, [list]: Math.max(1, page) } }));
      void get().loadData();
    },
  };
});
