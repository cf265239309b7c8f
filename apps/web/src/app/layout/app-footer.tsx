import { useTranslation } from 'react-i18next';
import { useAppName } from '../../lib/public-config';

/** The maker credit (decision D19: it names the product's own team). */
export function AppFooter() {
  const { t } = useTranslation();
  const appName = useAppName();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-1 px-4 py-5 text-sm text-slate-500 sm:flex-row sm:px-6">
        <p>{t('footer.credit', { appName })}</p>
        <p>{t('footer.copyright', { appName, year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
