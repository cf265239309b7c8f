import type { AdminTransaction } from '@cv/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatDateTime, formatEuros } from '../admin-format';
import { AdminTable, EmptyList } from './admin-table';

/** The Transactions tab: purchases (green, with their price) told apart from every use of credits. */
export function TransactionsTable({ transactions }: { transactions: AdminTransaction[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (transactions.length === 0) return <EmptyList>{t('admin.transactions.empty')}</EmptyList>;
  return (
    <AdminTable
      headers={[
        t('admin.transactions.type'),
        t('admin.transactions.user'),
        t('admin.transactions.credits'),
        t('admin.transactions.amount'),
        t('admin.transactions.date'),
      ]}
    >
      {transactions.map((row, index) => {
        const purchase = row.type === 'purchase';
        return (
          // Ledger rows have no id in the response; their position on the page is stable for one answer.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={index} data-type={row.type}>
            <td className="px-4 py-3">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${purchase ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}
              >
                {purchase ? t('admin.transactions.purchase') : t('admin.transactions.consumption')}
              </span>
              {purchase ? null : (
                <span className="ml-2 text-xs text-slate-500">
                  {t(`admin.transactions.kinds.${row.kind}`)}
                </span>
              )}
            </td>
            <td className="max-w-64 truncate px-4 py-3 text-slate-700" title={row.user_id}>
              {row.user_email}
            </td>
            <td
              className={`whitespace-nowrap px-4 py-3 font-semibold ${row.credits_added > 0 ? 'text-green-700' : 'text-red-700'}`}
            >
              {row.credits_added > 0 ? `+${row.credits_added}` : `−${Math.abs(row.credits_added)}`}
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-700">
              {purchase ? formatEuros(row.amount, language) : '—'}
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-slate-600">
              {formatDateTime(row.created_at, language)}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
