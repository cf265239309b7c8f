import { lazy, Suspense, useEffect, useState } from 'react';
import { readItem, writeItem } from '../../../lib/storage';

export const MOBILE_NOTICE_STORAGE_KEY = 'cv.mobileNoticeSeen';
const MOBILE_QUERY = '(max-width: 768px)';
const DELAY_MS = 1000;

// Shown once per browser, a second after load: its dialog is a chunk of its own (initial JS budget).
const MobileRecommendationDialog = lazy(() => import('./mobile-recommendation-dialog'));

/** Spec §2: once, 1 s after load, on screens 768 px wide or narrower; remembered in local storage. */
export function MobileRecommendation() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (readItem(MOBILE_NOTICE_STORAGE_KEY) || !window.matchMedia(MOBILE_QUERY).matches) return;
    const timer = window.setTimeout(() => {
      writeItem(MOBILE_NOTICE_STORAGE_KEY, '1');
      setOpen(true);
    }, DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MobileRecommendationDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
