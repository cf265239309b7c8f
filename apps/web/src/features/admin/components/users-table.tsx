import type { AdminUser } from '@cv/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../admin-format';
import { AdminTable, EmptyList } from './admin-table';
import { CreditBadge } from './credit-badge';

/** The Utilisateurs tab: 'Actif' with a last login, otherwise 'Inactif' and 'Jamais connecté' (spec §9). */
export function UsersTable({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (users.length === 0) return <EmptyList>{t('admin.users.empty')}</EmptyList>;
  return (
    <AdminTable
      headers={[
        t('admin.users.email'),
        t('admin.users.credits'),
        t('admin.users.status'),
        t('admin.users.lastLogin'),
        t('admin.users.createdAt'),
      ]}
    >
      {users.map((user) => (
        <tr key={user.id}>
          <td className="max-w-72 truncate px-4 py-3 font-medium text-slate-900" title={user.email}>
            {user.email}
          </td>
          <td className="px-4 py-3">
            <CreditBadge credits={user.credits} />
          </td>
          <td className="px-4 py-3">
            {user.last_login ? (
              <span className="font-medium text-green-700">{t('admin.users.active')}</span>
            ) : (
              <span className="text-slate-500">{t('admin.users.inactive')}</span>
            )}
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-600">
            {user.last_login ? formatDateTime(user.last_login, language) : t('admin.users.neverLoggedIn')}
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-600">
            {formatDateTime(user.created_at, language)}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
