import type { ValidateTokenResponse } from '@cv/contracts';
import { api } from '../../../lib/api-client';

/** Decision D2: the session token is exchanged for the spec's User (credits, subscription…). 401 = invalid. */
export function validateToken(token: string): Promise<ValidateTokenResponse> {
  return api.post<ValidateTokenResponse>('/api/auth/validate', { idToken: token }, { token });
}
