import type { Profile } from '@cv/contracts';
import { api } from '../../../lib/api-client';

export function getProfile(): Promise<Profile> {
  return api.get<Profile>('/api/user/profile');
}
