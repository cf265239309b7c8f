import type { AdminInfo } from '@cv/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatDateTime, formatUptime } from '../admin-format';

/**
 * The Info Production tab (D10): what this server really runs with. Settings are listed by name as set or
 * absent; their values never leave the server (D17).
 */
export function ProductionInfoPanel({ info }: { info: AdminInfo }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const yesNo = (value: boolean) => (value ? t('admin.info.yes') : t('admin.info.no'));
  const rows = [
    [t('admin.info.version'), info.app_version],
    [t('admin.info.production'), yesNo(info.production)],
    [t('admin.info.demoMode'), yesNo(info.demo_mode)],
    [t('admin.info.database'), t(`admin.info.databases.${info.database}`)],
    [t('admin.info.payment'), t(`admin.info.payments.${info.payment_provider}`)],
    [t('admin.info.ai'), t(`admin.info.ais.${info.ai_provider}`)],
    [t('admin.info.node'), info.node_version],
    [t('admin.info.startedAt'), formatDateTime(info.started_at, language)],
    [t('admin.info.uptime'), formatUptime(info.uptime_seconds, language)],
  ] as const;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{t('admin.info.serverTitle')}</h2>
        <dl className="mt-3 divide-y divide-slate-100 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{t('admin.info.settingsTitle')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('admin.info.settingsNote')}</p>
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {Object.entries(info.settings_present).map(([name, present]) => (
            <li key={name} className="flex justify-between gap-4 py-2">
              <code className="text-slate-800">{name}</code>
              <span className={present ? 'font-medium text-green-700' : 'text-slate-500'}>
                {present ? t('admin.info.set') : t('admin.info.unset')}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
