import { api } from '../../../lib/api-client';

export interface CookieSession {
  session: { token: string };
  user: { id: string; email: string; name: string };
}

/** The session carried by the browser's cookie, if any (null when there is none). */
export function getCookieSession(): Promise<CookieSession | null> {
  return api.get<CookieSession | null>('/api/auth/get-session', { token: null });
}
