import { POPULAR_TLDS, run } from '@zootools/email-spell-checker';
import { isValidEmail } from '../validation';
import { KNOWN_EMAIL_DOMAINS, KNOWN_SECOND_LEVEL_DOMAINS, MEANT_DOMAINS } from './email-domains';

/**
 * A likely intended address for a mistyped domain ('camille@gmial.com' → 'camille@gmail.com'), or null.
 * Only a hint (a mistyped domain may be someone's real one): registration never blocks on it. Loaded on
 * demand by use-email-suggestion.ts, so the spell checker stays out of the first bundle.
 */
export function suggestEmail(email: string): string | null {
  const typed = email.trim();
  if (!isValidEmail(typed)) return null;
  const at = typed.lastIndexOf('@');
  const local = typed.slice(0, at);
  const meant = MEANT_DOMAINS[typed.slice(at + 1).toLowerCase()];
  if (meant) return `${local}@${meant}`;
  const suggestion = run({
    email: typed,
    domains: [...KNOWN_EMAIL_DOMAINS],
    secondLevelDomains: [...KNOWN_SECOND_LEVEL_DOMAINS],
    topLevelDomains: POPULAR_TLDS,
  });
  if (!suggestion) return null;
  // The library lower-cases the whole address: keep the person's own spelling of the part before '@'.
  const full = `${local}@${suggestion.domain}`;
  return full.toLowerCase() === typed.toLowerCase() ? null : full;
}
