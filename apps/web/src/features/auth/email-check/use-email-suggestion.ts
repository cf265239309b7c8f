import { useEffect, useState } from 'react';
import { FORMAT_CHECK_DELAY_MS } from './email-check-timing';

/**
 * The "did you mean" of the registration's email field: once the person pauses (the format check's delay),
 * the spell checker is loaded (its own chunk, on first use) and asked. null while typing or when nothing
 * better comes to mind.
 */
export function useEmailSuggestion(email: string): string | null {
  const [suggestion, setSuggestion] = useState<string | null>(null);
  useEffect(() => {
    setSuggestion(null);
    if (email.trim() === '') return;
    let current = true;
    const timer = setTimeout(() => {
      import('./suggest-email').then(
        ({ suggestEmail }) => {
          if (current) setSuggestion(suggestEmail(email));
        },
        // A hint only: without its chunk (offline) the form works as before.
        (error: unknown) => console.error('Suggestion d’adresse email', error),
      );
    }, FORMAT_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [email]);
  return suggestion;
}
