import { useEffect, useRef } from 'react';
import { connectLiveCredits } from './live-credits-connection';

/**
 * While `active` (signed in), keeps a live balance stream open and hands every balance to `onCredits`; a
 * change of `sessionKey` (another user) reopens it, signing out closes it.
 */
export function useLiveCredits(
  active: boolean,
  sessionKey: string | null,
  onCredits: (credits: number) => void,
) {
  const onCreditsRef = useRef(onCredits);
  onCreditsRef.current = onCredits;

  useEffect(() => {
    if (!active || !sessionKey || typeof EventSource === 'undefined') return;
    return connectLiveCredits({
      onCredits: (credits) => onCreditsRef.current(credits),
      createEventSource: (url) => new EventSource(url, { withCredentials: true }),
    });
  }, [active, sessionKey]);
}
