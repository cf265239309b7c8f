import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Dialog } from '../../../components/dialog';

/** Asked before a generated CV (it cost a credit) is wiped by 'Réinitialiser'. Loaded on first use. */
export default function ResetConfirmDialog({
  onCancel,
  onConfirm,
}: {
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onCancel} title={t('generator.resetConfirm.title')}>
      <p className="text-sm text-slate-700">{t('generator.resetConfirm.body')}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" data-autofocus className={buttonStyles.secondary} onClick={onCancel}>
          {t('generator.resetConfirm.cancel')}
        </button>
        <button
          type="button"
          className={`${buttonStyles.primary} bg-red-700 hover:bg-red-800`}
          onClick={onConfirm}
        >
          {t('generator.resetConfirm.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
