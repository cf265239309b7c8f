import type { CvChange } from '@cv/contracts';

/** A change before its id and reason are given (plan-changes.ts numbers them and words the reason). */
export type ChangeDraft = Omit<CvChange, 'id' | 'reason'>;
