import { api } from '../../../lib/api-client';
import type { AuthSessionResponse } from './auth-types';

export interface SignInInput {
  email: string;
  password: string;
}

export function signIn(input: SignInInput): Promise<AuthSessionResponse> {
  return api.post<AuthSessionResponse>('/api/auth/sign-in/email', input, { token: null });
}
