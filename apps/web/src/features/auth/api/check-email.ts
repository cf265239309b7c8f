import type { EmailCheckResponse } from '@cv/contracts';
import { api } from '../../../lib/api-client';

/** Decision D3: our server's deliverability check (syntax, disposable lists, MX lookup). */
export function checkEmailOnServer(email: string, signal?: AbortSignal): Promise<EmailCheckResponse> {
  return api.get<EmailCheckResponse>(`/api/auth/email-check?email=${encodeURIComponent(email.trim())}`, {
    token: null,
    signal,
  });
}
