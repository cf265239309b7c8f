import type { AdminPage } from '@cv/contracts';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { currentLanguage } from '../../../lib/i18n';
import { formatCount } from '../admin-format';

interface PaginationControlsProps {
  list: Pick<AdminPage<unknown>, 'page' | 'pageSize' | 'total'>;
  /** What the buttons move through, for screen readers ('Utilisateurs'). */
  label: string;
  busy: boolean;
  onPage: (page: number) => void;
}

/** 'Page 2 sur 3 · 123 au total' with previous and next buttons; the server holds the rows. */
export function PaginationControls({ list, label, busy, onPage }: PaginationControlsProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <span className="text-slate-600" aria-live="polite">
        {t('admin.pagination.status', {
          page: list.page,
          pages,
          total: formatCount(list.total, currentLanguage()),
        })}
      </span>
      <span className="flex gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy || list.page <= 1}
          onClick={() => onPage(list.page - 1)}
        >
          {t('admin.pagination.previous')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={busy || list.page >= pages}
          onClick={() => onPage(list.page + 1)}
        >
          {t('admin.pagination.next')}
        </button>
      </span>
    </nav>
  );
}
