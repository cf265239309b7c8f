import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Dialog } from '../../../components/dialog';

interface HelpDialogProps {
  open: boolean;
  onClose: () => void;
  appName: string;
}

/** How the product works, and its privacy promise (decision D16: files and CV text are never stored). */
export function HelpDialog({ open, onClose, appName }: HelpDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('help.title')} widthClass="max-w-lg">
      <div className="space-y-5 text-slate-700">
        <p>{t('help.intro', { appName })}</p>
        <section>
          <h3 className="mb-2 font-semibold text-slate-900">{t('help.stepsTitle')}</h3>
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            <li>{t('help.step1')}</li>
            <li>{t('help.step2')}</li>
            <li>{t('help.step3')}</li>
            <li>{t('help.step4')}</li>
          </ol>
        </section>
        <section className="rounded-lg border border-emerald-200 bg-emerald-50 p-3">
          <h3 className="mb-1 font-semibold text-emerald-900">{t('help.privacyTitle')}</h3>
          <p className="text-sm text-emerald-900">{t('help.privacy')}</p>
        </section>
        <div className="flex justify-end">
          <button type="button" data-autofocus className={buttonStyles.primary} onClick={onClose}>
            {t('help.ok')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
