import { api } from '../../../lib/api-client';

/** Decision D18: removes the user, their sessions, CV records, ledger rows and payments. */
export async function deleteAccount(): Promise<void> {
  await api.delete<{ deleted: true }>('/api/user/account');
}
