import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Dialog } from '../../../components/dialog';
import { readItem, writeItem } from '../../../lib/storage';

export const MOBILE_NOTICE_STORAGE_KEY = 'cv.mobileNoticeSeen';
const MOBILE_QUERY = '(max-width: 768px)';
const DELAY_MS = 1000;

/** Spec §2: once, 1 s after load, on screens 768 px wide or narrower; remembered in local storage. */
export function MobileRecommendationDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (readItem(MOBILE_NOTICE_STORAGE_KEY) || !window.matchMedia(MOBILE_QUERY).matches) return;
    const timer = window.setTimeout(() => {
      writeItem(MOBILE_NOTICE_STORAGE_KEY, '1');
      setOpen(true);
    }, DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t('generator.mobile.title')}>
      <p className="text-slate-700">{t('generator.mobile.message')}</p>
      <div className="mt-5 flex justify-end">
        <button type="button" data-autofocus className={buttonStyles.primary} onClick={() => setOpen(false)}>
          {t('generator.mobile.ok')}
        </button>
      </div>
    </Dialog>
  );
}
