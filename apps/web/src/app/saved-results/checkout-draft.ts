import { createStore, del, get, set } from 'idb-keyval';
import { type GeneratorInputs, useGeneratorStore } from '../../features/generator/stores/generator-store';
import { pairOf, useTickedSkills } from '../../lib/ticked-skills';

/**
 * Nothing lost across a payment (issue 25): a user who runs out of credits has a CV and an offer on the page,
 * often skills ticked in the free check, and the checkout is another site. What they entered is kept in this
 * browser, as the history is (D16b, never on the server), just before the browser leaves, and put back once
 * when the same account's session starts again here. A result on the page needs nothing more: the history
 * keeps it with its review and brings it back.
 */
interface CheckoutDraft {
  userId: string;
  keptAt: number;
  inputs: GeneratorInputs;
  tickedSkills: readonly string[];
}

/** A checkout left and never come back from: the draft is stale after a day, not shown to a later visit. */
const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;
const KEY = 'before-checkout';

let store: ReturnType<typeof createStore> | null = null;
const database = () => (store ??= createStore('cv-sur-mesure-draft', 'draft'));

export async function keepDraft(userId: string): Promise<void> {
  const state = useGeneratorStore.getState();
  if (state.result || (!state.cvText.trim() && !state.jobDescription.trim())) return;
  const { fileName, cvText, cvCorrections, cvLayout, jobDescription, languageOverride } = state;
  const ticked = useTickedSkills.getState();
  const draft: CheckoutDraft = {
    userId,
    keptAt: Date.now(),
    inputs: { fileName, cvText, cvCorrections, cvLayout, jobDescription, languageOverride },
    tickedSkills: ticked.pair === pairOf(cvText, jobDescription) ? ticked.skills : [],
  };
  try {
    await set(KEY, draft, database());
  } catch (error) {
    // a browser that keeps nothing (private mode, storage full) still goes to the checkout
    console.warn('Saisie non gardée avant le paiement', error);
  }
}

/** Puts the kept inputs back on the page, once; false when there is none for this account (or it is stale). */
export async function restoreDraft(userId: string): Promise<boolean> {
  let draft: CheckoutDraft | undefined;
  try {
    draft = await get<CheckoutDraft>(KEY, database());
    if (draft) await del(KEY, database());
  } catch {
    return false;
  }
  if (!draft || draft.userId !== userId || Date.now() - draft.keptAt > DRAFT_LIFETIME_MS) return false;
  const { cvText, jobDescription } = draft.inputs;
  useGeneratorStore.getState().restoreInputs(draft.inputs);
  if (draft.tickedSkills.length > 0)
    useTickedSkills.getState().setSkills(pairOf(cvText, jobDescription), draft.tickedSkills);
  return true;
}
