import type { UpdateProfileRequest } from '@cv/contracts';
import { ApiError } from '../../lib/api-client';
import type { Language } from '../../lib/language';

// Same rule as the sign-in forms (spec §5); the server checks again.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ProfileErrorKey =
  | 'profile.errors.update'
  | 'profile.errors.nameRequired'
  | 'profile.errors.invalidEmail'
  | 'auth.errors.tooManyAttempts';

/** Only what changed is sent; null when nothing did. */
export function profileChanges(
  current: { name: string; email: string },
  draft: { name: string; email: string },
): UpdateProfileRequest | null {
  const changes: UpdateProfileRequest = {};
  const name = draft.name.trim();
  const email = draft.email.trim();
  if (name !== current.name) changes.name = name;
  if (email.toLowerCase() !== current.email.toLowerCase()) changes.email = email;
  return Object.keys(changes).length > 0 ? changes : null;
}

export function validateProfileDraft(draft: { name: string; email: string }): ProfileErrorKey | null {
  if (draft.name.trim() === '') return 'profile.errors.nameRequired';
  if (!EMAIL_PATTERN.test(draft.email.trim())) return 'profile.errors.invalidEmail';
  return null;
}

/**
 * 429: too many email changes; in French our server's own message for a 400 or a 403 (the demo account's
 * address); else the spec's generic message. A taken address is answered like a free one (issue 21).
 */
export function describeProfileError(
  error: unknown,
  language: Language,
): { key: ProfileErrorKey } | { text: string } {
  if (error instanceof ApiError) {
    // Email changes are limited per client, like sign-in (issue 17).
    if (error.status === 429) return { key: 'auth.errors.tooManyAttempts' };
    const explained = error.status === 400 || error.status === 403;
    if (language === 'fr' && explained && error.detail) return { text: error.detail };
  }
  return { key: 'profile.errors.update' };
}
