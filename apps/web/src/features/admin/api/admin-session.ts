import type { AdminLoginResponse } from '@cv/contracts';
import { api } from '../../../lib/api-client';

/**
 * The admin session lives in an httpOnly cookie the server sets (decision D10): these calls never send the
 * signed-in user's token, and the browser never sees the session itself.
 */
export function loginAdmin(password: string): Promise<AdminLoginResponse> {
  return api.post<AdminLoginResponse>('/api/admin/login', { password }, { token: null });
}

export function logoutAdmin(): Promise<unknown> {
  return api.post('/api/admin/logout', undefined, { token: null });
}
