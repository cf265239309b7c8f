import { useTranslation } from 'react-i18next';
import { type AdminTab, useAdminStore } from '../stores/admin-store';
import { ErrorState, LoadingState } from './data-state';
import { GeneratedCvsTable } from './generated-cvs-table';
import { PaginationControls } from './pagination-controls';
import { ProductionInfoPanel } from './production-info-panel';
import { StatisticsPanel } from './statistics-panel';
import { TransactionsTable } from './transactions-table';
import { UsersTable } from './users-table';

/** The open tab's content, through the three data states: loading, error (with retry), loaded. */
export function DashboardPanel({ tab }: { tab: AdminTab }) {
  const { t } = useTranslation();
  const state = useAdminStore();

  if (tab === 'info') {
    if (state.infoStatus === 'error') return <ErrorState onRetry={() => void state.loadInfo()} />;
    if (!state.info) return <LoadingState />;
    return <ProductionInfoPanel info={state.info} />;
  }

  if (state.dataStatus === 'error') return <ErrorState onRetry={() => void state.loadData()} />;
  const { data } = state;
  if (!data) return <LoadingState />;
  const busy = state.dataStatus === 'loading';

  switch (tab) {
    case 'stats':
      return <StatisticsPanel statistics={data.statistics} />;
    case 'users':
      return (
        <>
          <UsersTable users={data.users.items} />
          <PaginationControls
            list={data.users}
            label={t('admin.tabs.users')}
            busy={busy}
            onPage={(page) => state.goToPage('usersPage', page)}
          />
        </>
      );
    case 'transactions':
      return (
        <>
          <TransactionsTable transactions={data.transactions.items} />
          <PaginationControls
            list={data.transactions}
            label={t('admin.tabs.transactions')}
            busy={busy}
            onPage={(page) => state.goToPage('transactionsPage', page)}
          />
        </>
      );
    case 'cvs':
      return (
        <>
          <GeneratedCvsTable cvs={data.generated_cvs.items} />
          <PaginationControls
            list={data.generated_cvs}
            label={t('admin.tabs.cvs')}
            busy={busy}
            onPage={(page) => state.goToPage('cvsPage', page)}
          />
        </>
      );
  }
}
