import type { CvChange } from '@cv/contracts';

/**
 * A change before its id and reason are given (plan-changes.ts numbers them and words the reason). `detail`
 * names what the reason is about ('Docker, CI/CD' for bullets ordered by what they prove), in the offer's words;
 * `facts`, the lines of its evidence the gates read, when not all of it bears a fact the line writes (the dates
 * behind years of experience: the gates allow those years from the jobs themselves); `aliases`, the offer's
 * spellings it writes for skills the CV names otherwise, which the alias table proves (D22: 'CI/CD' for
 * 'intégration continue').
 */
export type ChangeDraft = Omit<CvChange, 'id' | 'reason'> & {
  readonly detail?: readonly string[];
  readonly facts?: readonly string[];
  readonly aliases?: readonly string[];
};
