import { useTranslation } from 'react-i18next';
import { StatusPage } from '../layout/status-page';

/**
 * Loaded lazily (its own chunk): visitors of the main page never download the admin code.
 * Shell only: the password form and the dashboard tabs come with the admin issue.
 */
export default function AdminPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('pages.admin.title')}>
      <p>{t('pages.admin.subtitle')}</p>
      <p className="text-sm">{t('pages.admin.comingSoon')}</p>
    </StatusPage>
  );
}
