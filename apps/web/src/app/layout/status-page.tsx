import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/button-styles';
import { Logo } from '../../components/logo';
import { useAppName } from '../../lib/public-config';
import { goHome } from '../navigation';

interface StatusPageProps {
  title: string;
  children?: ReactNode;
  /** Decorative mark above the title (e.g. a check or a cross). */
  icon?: ReactNode;
}

/** A centred card with a title, a message and the 'back to home' button: payment pages and admin shell. */
export function StatusPage({ title, children, icon }: StatusPageProps) {
  const { t } = useTranslation();
  const appName = useAppName();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 py-10">
      <div className="mb-6 flex items-center gap-2 text-slate-900">
        <Logo className="size-8" />
        <span className="font-semibold">{appName}</span>
      </div>
      <main className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        {icon ? <div className="mb-4 flex justify-center">{icon}</div> : null}
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-3 space-y-3 text-slate-600">{children}</div>
        <button type="button" className={`${buttonStyles.primary} mt-6`} onClick={goHome}>
          {t('pages.backHome')}
        </button>
      </main>
    </div>
  );
}
