import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Logo } from '../../../components/logo';
import { useAppName } from '../../../lib/public-config';
import { adminTabs, useAdminStore } from '../stores/admin-store';
import { DashboardPanel } from './dashboard-panel';

/** Spec §2 Admin: a logout button and the tabs Statistiques, Utilisateurs, Transactions, CV Générés, Info Production. */
export function AdminDashboard() {
  const { t } = useTranslation();
  const appName = useAppName();
  const tab = useAdminStore((state) => state.tab);
  const openTab = useAdminStore((state) => state.openTab);
  const logout = useAdminStore((state) => state.logout);
  const refreshing = useAdminStore((state) => state.dataStatus === 'loading' && state.data !== null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // The tabs pattern of WAI-ARIA: arrows move between tabs.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (adminTabs.indexOf(tab) + step + adminTabs.length) % adminTabs.length;
    openTab(adminTabs[next]!);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <div className="flex items-center gap-2 text-slate-900">
            <Logo className="size-7" />
            <span className="font-semibold">{appName}</span>
            <span className="text-slate-400">·</span>
            <h1 className="font-semibold">{t('admin.title')}</h1>
          </div>
          <button type="button" className={buttonStyles.secondary} onClick={() => void logout()}>
            {t('admin.dashboard.logout')}
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <div
          role="tablist"
          aria-label={t('admin.dashboard.tabsLabel')}
          className="flex gap-1 overflow-x-auto border-b border-slate-200"
        >
          {adminTabs.map((id, index) => (
            <button
              key={id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`admin-tab-${id}`}
              aria-selected={tab === id}
              aria-controls="admin-panel"
              tabIndex={tab === id ? 0 : -1}
              onClick={() => openTab(id)}
              onKeyDown={onKeyDown}
              className={`-mb-px whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold ${tab === id ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {t(`admin.tabs.${id}`)}
            </button>
          ))}
        </div>
        <section
          id="admin-panel"
          role="tabpanel"
          aria-labelledby={`admin-tab-${tab}`}
          aria-busy={refreshing}
          className={`pt-6 ${refreshing ? 'opacity-60' : ''}`}
        >
          <DashboardPanel tab={tab} />
        </section>
      </main>
    </div>
  );
}
