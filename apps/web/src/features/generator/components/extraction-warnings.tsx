import type { LayoutWarning } from '@cv/contracts';
import { useTranslation } from 'react-i18next';
import { RESULTS } from '../../../locales/results-texts';

/**
 * What extraction could not read in the file (issue 22: a scanned page, text drawn as shapes, diagrams), said
 * plainly under the file's name, before any credit is spent: the user checks the text or brings another file.
 * Loaded only when there is something to say (its texts travel with it: initial JS budget).
 */
export function ExtractionWarnings({ warnings }: { warnings: readonly LayoutWarning[] }) {
  const { t } = useTranslation(RESULTS);
  return (
    <div className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {warnings.map((warning) => (
        <p key={warning}>{t(`extractionWarnings.${warning}`)}</p>
      ))}
      <p className="font-medium">{t('extractionWarnings.check')}</p>
    </div>
  );
}
