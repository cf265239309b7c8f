import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Dialog } from '../../../components/dialog';
import '../../../locales/help-texts';

interface HelpDialogProps {
  open: boolean;
  onClose: () => void;
  appName: string;
}

function PrivacyRow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-emerald-900">{title}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * How the product works, and exactly what is kept where (decisions D16, D16b, D18): the account and each
 * generation's metadata on the server, never the CV file or its text, the generated CVs in this browser.
 */
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
        <section className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
          <h3 className="mb-2 font-semibold text-emerald-900">{t('help.privacyTitle')}</h3>
          <dl className="space-y-2">
            <PrivacyRow title={t('help.privacyServer')}>
              <ul className="list-disc space-y-1 pl-5">
                <li>{t('help.privacyAccount')}</li>
                <li>{t('help.privacyGeneration')}</li>
              </ul>
            </PrivacyRow>
            <PrivacyRow title={t('help.privacyNeverTitle')}>{t('help.privacyNever')}</PrivacyRow>
            <PrivacyRow title={t('help.privacyBrowserTitle')}>{t('help.privacyBrowser')}</PrivacyRow>
            <PrivacyRow title={t('help.privacyDeleteTitle')}>{t('help.privacyDelete')}</PrivacyRow>
          </dl>
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
