import type { UpdateProfileRequest, UpdateProfileResponse } from '@cv/contracts';
import { api } from '../../../lib/api-client';

/**
 * 409 'Cette adresse email est déjà utilisée' when the new email belongs to another account. A new email is
 * not saved at once: `pendingEmail` says where the confirmation link went (the address changes when opened).
 */
export function updateProfile(changes: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return api.put<UpdateProfileResponse>('/api/user/profile', changes);
}
