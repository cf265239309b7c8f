import type { AdminInfo } from '@cv/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/admin/info: the server's real state for the Info Production tab. */
export function getAdminInfo(): Promise<AdminInfo> {
  return api.get<AdminInfo>('/api/admin/info', { token: null });
}
