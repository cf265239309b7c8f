import { useEffect, useRef } from 'react';

/**
 * While `active` (signed in), keeps a live balance stream open and hands every balance to `onCredits`; another
 * token (another user) reopens it, signing out closes it. The server refusing the token calls `onUnauthorized`.
 * The connection code (stream reader, reconnection) is loaded with the first session, not with the page
 * (initial JS budget).
 */
export function useLiveCredits(
  active: boolean,
  token: string | null,
  onCredits: (credits: number) => void,
  onUnauthorized: () => void,
) {
  const handlers = useRef({ onCredits, onUnauthorized });
  handlers.current = { onCredits, onUnauthorized };

  useEffect(() => {
    if (!active || !token || typeof fetch === 'undefined') return;
    let stop: (() => void) | null = null;
    let ended = false;
    import('./live-credits-connection')
      .then(({ connectLiveCredits }) => {
        if (ended) return;
        stop = connectLiveCredits({
          token,
          onCredits: (credits) => handlers.current.onCredits(credits),
          onUnauthorized: () => handlers.current.onUnauthorized(),
        });
      })
      // A chunk that cannot be fetched (offline, a new deployment): the balance still updates on each action.
      .catch((error: unknown) => console.warn('Solde en direct indisponible', error));
    return () => {
      ended = true;
      stop?.();
    };
  }, [active, token]);
}
