import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here the preview and the review stand side by side. */
const WIDE = '(min-width: 1024px)';

/** Whether the window is wide enough for two columns, following its resizing. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE).matches,
  );
}
