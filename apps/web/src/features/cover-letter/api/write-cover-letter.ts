import type { CoverLetterRequest, CoverLetterResponse } from '@cv/contracts';
import { api } from '../../../lib/api-client';

/** `POST /api/cover-letter` (issue 26, D23): one credit; the server keeps no text of it (D16). */
export function writeCoverLetter(request: CoverLetterRequest): Promise<CoverLetterResponse> {
  return api.post<CoverLetterResponse>('/api/cover-letter', request);
}
