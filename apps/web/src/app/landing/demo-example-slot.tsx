import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The before/after and its data come when the visitor nears it, never with the first screen.
const DemoExampleSection = lazy(() => import('./demo-example-section'));

export const EXAMPLE_ANCHOR = 'exemple';

/**
 * Where the visitor's before/after sits: an empty frame until it is about to scroll into view (or its
 * anchor is followed), then the section, loaded with its data.
 */
export function DemoExampleSlot() {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => window.location.hash === `#${EXAMPLE_ANCHOR}`);

  useEffect(() => {
    const target = frame.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div id={EXAMPLE_ANCHOR} ref={frame} className="mt-10 min-h-40 scroll-mt-20">
      {near ? (
        <Suspense fallback={<p className="text-sm text-slate-500">{t('landing.exampleLoading')}</p>}>
          <DemoExampleSection />
        </Suspense>
      ) : null}
    </div>
  );
}
