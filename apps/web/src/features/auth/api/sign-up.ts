import { api } from '../../../lib/api-client';
import type { AuthSessionResponse } from './auth-types';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export function signUp(input: SignUpInput): Promise<AuthSessionResponse> {
  return api.post<AuthSessionResponse>('/api/auth/sign-up/email', input, { token: null });
}
