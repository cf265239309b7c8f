import type { AdminGeneratedCv } from '@cv/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../admin-format';
import { AdminTable, EmptyList } from './admin-table';

/** The CV Générés tab: who, when, and the stored start of the job offer (D16: never the CV itself). */
export function GeneratedCvsTable({ cvs }: { cvs: AdminGeneratedCv[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (cvs.length === 0) return <EmptyList>{t('admin.cvs.empty')}</EmptyList>;
  return (
    <AdminTable headers={[t('admin.cvs.job'), t('admin.cvs.user'), t('admin.cvs.date')]}>
      {cvs.map((cv, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: records carry no id in the admin response
        <tr key={index}>
          <td className="max-w-xl px-4 py-3 text-slate-800">
            <p className="line-clamp-2 whitespace-pre-line" title={cv.job_description ?? undefined}>
              {cv.job_description || t('admin.cvs.noJob')}
            </p>
          </td>
          <td className="max-w-64 truncate px-4 py-3 text-slate-700" title={cv.user_id}>
            {cv.user_email}
          </td>
          <td className="whitespace-nowrap px-4 py-3 text-slate-600">
            {formatDateTime(cv.created_at, language)}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
