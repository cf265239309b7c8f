import type { ReactNode } from 'react';
import { StatusIcon } from './status-icon';

/** A failure shown in a red box; role="alert" so screen readers (and tests) read it at once. */
export function AlertBox({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      <StatusIcon tone="error" className="mt-px size-4" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
