import type { AdminData, AdminDataQuery } from '@cv/contracts';
import type { Database } from '@cv/db';
import { listAdminGeneratedCvs, listAdminTransactions, listAdminUsers, pageOf } from './list-admin-rows';
import { readAdminStatistics } from './read-admin-statistics';

/** GET /api/admin/users: the statistics and one page of each list, read only, queried side by side. */
export async function readAdminData(db: Database, query: AdminDataQuery): Promise<AdminData> {
  const [statistics, users, transactions, generated_cvs] = await Promise.all([
    readAdminStatistics(db),
    listAdminUsers(db, query.usersPage),
    listAdminTransactions(db, query.transactionsPage),
    listAdminGeneratedCvs(db, query.cvsPage),
  ]);
  return {
    statistics,
    users: pageOf(users, statistics.total_users, query.usersPage),
    transactions,
    generated_cvs: pageOf(generated_cvs, statistics.total_cvs_generated, query.cvsPage),
  };
}
