import { api } from '../../../lib/api-client';

/** Ends the server session (token and cookie). */
export async function signOut(token: string | null): Promise<void> {
  await api.post<unknown>('/api/auth/sign-out', {}, { token });
}
