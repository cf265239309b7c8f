import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../features/auth/stores/auth-store';

/** The main page. The upload, job description, generate and preview cards come with the generator issue. */
export function GeneratorPage() {
  const { t } = useTranslation();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <section className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t('generator.title')}
        </h1>
        <p className="mt-3 text-base text-slate-600 sm:text-lg">{t('generator.subtitle')}</p>
        {isAuthenticated ? null : (
          <p className="mt-4 text-sm font-medium text-brand-800">{t('generator.visitorHint')}</p>
        )}
      </section>

      {/* Generator slot: upload card, job description card, generate button, progress and preview go here. */}
      <section
        data-slot="generator"
        className="mt-10 rounded-2xl border-2 border-dashed border-slate-300 bg-white/60 p-8 text-center text-slate-500"
      >
        {t('generator.comingSoon')}
      </section>
    </div>
  );
}
