import type { Profile, UpdateProfileRequest } from '@cv/contracts';
import { api } from '../../../lib/api-client';

/** 409 'Cette adresse email est déjà utilisée' when the new email belongs to another account. */
export function updateProfile(changes: UpdateProfileRequest): Promise<Profile> {
  return api.put<Profile>('/api/user/profile', changes);
}
