import type { GeneratedCvList } from '@cv/contracts';
import { api } from '../../../lib/api-client';

/** Spec §9: the profile lists at most 5 CVs, newest first. */
export const RECENT_CVS_LIMIT = 5;

export function getGeneratedCvs(limit = RECENT_CVS_LIMIT): Promise<GeneratedCvList> {
  return api.get<GeneratedCvList>(`/api/user/cvs?limit=${limit}`);
}
