import type { ExtractTextResponse } from '@cv/contracts';
import { ApiError, errorFromResponse, NETWORK_ERROR_STATUS } from '../../../lib/api-client';

/** The fallback when the browser cannot read a file: `POST /api/extract-pdf`, multipart field `file`. */
export async function extractTextOnServer(file: File, token: string | null): Promise<ExtractTextResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/api/extract-pdf', {
      method: 'POST',
      headers,
      body: form,
      credentials: 'include',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, 'Impossible de joindre le serveur');
  }
  const text = await response.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = text;
  }
  if (!response.ok) throw errorFromResponse(response.status, payload);
  return payload as ExtractTextResponse;
}
