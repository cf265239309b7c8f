import type { UpdateProfileRequest, UpdateProfileResponse } from '@cv/contracts';
import { api } from '../../../lib/api-client';

/**
 * A new email is not saved at once: `pendingEmail` says where the confirmation link went (the address changes
 * when it is opened). An address that has an account gets the same answer (its owner is told by email).
 */
export function updateProfile(changes: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return api.put<UpdateProfileResponse>('/api/user/profile', changes);
}
