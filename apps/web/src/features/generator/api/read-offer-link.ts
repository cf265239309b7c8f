import type { JobOfferFromUrl } from '@cv/contracts';
import { api } from '../../../lib/api-client';

/** `POST /api/job-offer/from-url`: the server reads the offer at this link (issue 27); nothing is kept. */
export function readOfferLink(url: string): Promise<JobOfferFromUrl> {
  return api.post<JobOfferFromUrl>('/api/job-offer/from-url', { url });
}
