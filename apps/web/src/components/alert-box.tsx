import type { ReactNode } from 'react';

/** A failure shown in a red box; role="alert" so screen readers (and tests) read it at once. */
export function AlertBox({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {children}
    </div>
  );
}
