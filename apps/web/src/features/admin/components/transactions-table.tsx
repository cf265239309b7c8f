import type { AdminTransaction, AdminTransactionType } from '@cv/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatDateTime, formatEuros } from '../admin-format';
import { AdminTable, EmptyList } from './admin-table';

/** Credits coming in are coloured, credits going out grey: a grant is not a sale, nor a use. */
const TYPE_TONES: Record<AdminTransactionType, string> = {
  purchase: 'bg-green-100 text-green-800',
  grant: 'bg-amber-100 text-amber-800',
  refund: 'bg-sky-100 text-sky-800',
  generation: 'bg-slate-100 text-slate-700',
  consumption: 'bg-slate-100 text-slate-700',
};

/** The Transactions tab: each movement named by its kind (purchases with their price). */
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
                className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TYPE_TONES[row.type]}`}
              >
                {t(`admin.transactions.types.${row.type}`)}
              </span>
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
