import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-600">
      <Spinner className="size-6" />
      <span>{t('admin.dashboard.loading')}</span>
    </div>
  );
}

/** Spec §8: 'Erreur lors du chargement des données' with a 'Réessayer' button. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center text-red-800"
    >
      <p className="font-medium">{t('admin.dashboard.loadError')}</p>
      <button type="button" className={`${buttonStyles.secondary} mt-4`} onClick={onRetry}>
        {t('admin.dashboard.retry')}
      </button>
    </div>
  );
}
