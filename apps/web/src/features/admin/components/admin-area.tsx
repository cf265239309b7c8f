import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Logo } from '../../../components/logo';
import { useAppName, usePublicConfig } from '../../../lib/public-config';
import { useAdminStore } from '../stores/admin-store';
import { AdminDashboard } from './admin-dashboard';
import { AdminLoginForm } from './admin-login-form';

/** The /admin screen: the password form or the dashboard, as the local hint and then the server decide. */
export function AdminArea({ onBackHome }: { onBackHome: () => void }) {
  const view = useAdminStore((state) => state.view);
  const start = useAdminStore((state) => state.start);
  useEffect(() => start(), [start]);
  return view === 'dashboard' ? <AdminDashboard /> : <AdminLoginView onBackHome={onBackHome} />;
}

function AdminLoginView({ onBackHome }: { onBackHome: () => void }) {
  const { t } = useTranslation();
  const appName = useAppName();
  // The page's config says whether ADMIN_PASSWORD is set (never its value, D17): without it, say so at once
  // rather than after a password typed in vain (issue 25).
  const closed = usePublicConfig((state) => state.config?.adminConfigured === false);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 py-10">
      <div className="mb-6 flex items-center gap-2 text-slate-900">
        <Logo className="size-8" />
        <span className="font-semibold">{appName}</span>
      </div>
      <main className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-bold text-slate-900">{t('admin.title')}</h1>
        {closed ? (
          <ClosedNotice />
        ) : (
          <>
            <p className="mt-2 mb-6 text-center text-sm text-slate-600">{t('admin.login.subtitle')}</p>
            <AdminLoginForm />
          </>
        )}
        <button
          type="button"
          className={`${buttonStyles.link} mt-6 block w-full text-center text-sm`}
          onClick={onBackHome}
        >
          {t('admin.login.backHome')}
        </button>
      </main>
    </div>
  );
}

function ClosedNotice() {
  const { t } = useTranslation();
  return (
    <div className="mt-4 space-y-3 text-sm text-slate-700">
      <h2 className="font-semibold text-amber-900">{t('admin.closed.title')}</h2>
      <p>{t('admin.closed.body')}</p>
      <p>{t('admin.closed.how')}</p>
      <pre className="overflow-x-auto rounded-lg bg-slate-900 px-3 py-2 text-xs text-slate-100">
        ADMIN_PASSWORD=…
      </pre>
    </div>
  );
}
