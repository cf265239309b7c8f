import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../../lib/i18n';
import { LANGUAGES } from '../../lib/language';
import { useAppName } from '../../lib/public-config';

/** FR/EN switch. Choosing the other language stores it, updates the page's meta tags, then reloads (spec §4). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const appName = useAppName();
  const active = currentLanguage();
  return (
    <fieldset className="flex items-center rounded-lg border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">{t('language.label')}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          title={t(language === 'fr' ? 'language.fr' : 'language.en')}
          aria-pressed={language === active}
          onClick={() => {
            if (language !== active) void switchLanguage(language, appName);
          }}
          className={`rounded-md px-2.5 py-1 text-xs font-bold transition focus-visible:outline-2 focus-visible:outline-brand-600 ${
            language === active ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100'
          }`}
        >
          {t(language === 'fr' ? 'language.frShort' : 'language.enShort')}
        </button>
      ))}
    </fieldset>
  );
}
