import { useEffect, useRef } from 'react';
import { connectLiveCredits } from './live-credits-connection';

/**
 * While `active` (signed in), keeps a live balance stream open and hands every balance to `onCredits`; another
 * token (another user) reopens it, signing out closes it. The server refusing the token calls `onUnauthorized`.
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
    return connectLiveCredits({
      token,
      onCredits: (credits) => handlers.current.onCredits(credits),
      onUnauthorized: () => handlers.current.onUnauthorized(),
    });
  }, [active, token]);
}
