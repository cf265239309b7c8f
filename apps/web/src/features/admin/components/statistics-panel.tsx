import type { AdminStatistics } from '@cv/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatCount, formatEuros } from '../admin-format';

/** The Statistiques tab: four figures the server computed. */
export function StatisticsPanel({ statistics }: { statistics: AdminStatistics }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const figures = [
    [t('admin.stats.totalUsers'), formatCount(statistics.total_users, language)],
    [t('admin.stats.totalCreditsSold'), formatCount(statistics.total_credits_sold, language)],
    [t('admin.stats.totalRevenue'), formatEuros(statistics.total_revenue, language)],
    [t('admin.stats.totalCvs'), formatCount(statistics.total_cvs_generated, language)],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-2 text-3xl font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
