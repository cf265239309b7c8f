import type { AdminData, AdminDataQuery } from '@cv/contracts';
import { api } from '../../../lib/api-client';

export type AdminPages = AdminDataQuery;

/** GET /api/admin/users: the statistics and one page of each list (401 when the admin session is gone). */
export function getAdminData(pages: AdminPages, signal?: AbortSignal): Promise<AdminData> {
  const query = new URLSearchParams({
    usersPage: String(pages.usersPage),
    transactionsPage: String(pages.transactionsPage),
    cvsPage: String(pages.cvsPage),
  });
  return api.get<AdminData>(`/api/admin/users?${query}`, { token: null, signal });
}
