import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Dialog } from '../../../components/dialog';

/**
 * The phone's "a computer is more comfortable" notice (spec §2), as a sheet at the bottom of the screen: the
 * header with the product's name and the page's first lines stay in sight above it (issue 25).
 */
export default function MobileRecommendationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('generator.mobile.title')} placement="bottom">
      <p className="text-slate-700">{t('generator.mobile.message')}</p>
      <div className="mt-5 flex justify-end">
        <button type="button" data-autofocus className={buttonStyles.primary} onClick={onClose}>
          {t('generator.mobile.ok')}
        </button>
      </div>
    </Dialog>
  );
}
