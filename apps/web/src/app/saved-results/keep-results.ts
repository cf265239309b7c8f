import { type RestoredResult, useGeneratorStore } from '../../features/generator/stores/generator-store';
import type { SavedCv } from '../../features/saved-cvs/saved-cv';
import { useSavedCvs } from '../../features/saved-cvs/stores/saved-cvs-store';
import { restoreDraft } from './checkout-draft';

type GeneratorState = ReturnType<typeof useGeneratorStore.getState>;

/** Typing is saved this long after the last key, and at once when the page goes away. */
const SAVE_DELAY_MS = 120;

let shown: SavedCv | null = null;
type Edit = Pick<SavedCv, 'id' | 'text' | 'rejectedChanges' | 'atsScore' | 'letter'>;
let pendingEdit: Edit | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let stopKeeping: (() => void) | null = null;

/**
 * Decision D16b, wired between the generator and the browser's store: every result the signed-in account
 * generates is kept in this browser with its edits and decisions, and the one on the page when it was left
 * (reload, tab closed) comes back — unless the page comes back from a checkout with inputs kept before it.
 * Loaded with the session, not with the page.
 */
export function startKeeping(userId: string): () => void {
  stopKeeping?.();
  let active = true;
  const unsubscribe = useGeneratorStore.subscribe(onChange);
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', flush);
  void Promise.all([useSavedCvs.getState().start(userId), restoreDraft(userId)]).then(([saved, drafted]) => {
    const state = useGeneratorStore.getState();
    // The user began something else meanwhile, or comes back from a checkout with what they had entered
    // (checkout-draft.ts): that wins over the kept result.
    if (
      !active ||
      !saved ||
      drafted ||
      state.result ||
      state.isGenerating ||
      state.cvText ||
      state.jobDescription
    )
      return;
    show(saved, false);
  });
  const stop = () => {
    active = false;
    flush();
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', flush);
    shown = null;
    useSavedCvs.getState().stop();
    if (stopKeeping === stop) stopKeeping = null;
  };
  stopKeeping = stop;
  return stop;
}

/** Reopens a kept CV on the page (history, profile); false when this browser does not hold it. */
export async function openSaved(id: string): Promise<boolean> {
  flush();
  const saved = await useSavedCvs.getState().read(id);
  if (saved) show(saved, true);
  return saved !== null;
}

export async function duplicateSaved(id: string): Promise<void> {
  flush();
  const copy = await useSavedCvs.getState().duplicate(id);
  if (copy) show(copy, true);
}

/** Deleting the CV on the page takes it off the page too: nothing would keep its edits any more. */
export async function removeSaved(id: string): Promise<void> {
  if (shown?.id === id) forgetShown();
  await useSavedCvs.getState().remove(id);
}

/** Everything this browser keeps for the account ('Supprimer mon historique', sign-out, account deletion). */
export async function clearSaved(): Promise<void> {
  forgetShown();
  await useSavedCvs.getState().clear();
}

/** How many CVs this browser keeps for the signed-in account. */
export const keptCount = () => useSavedCvs.getState().entries.length;

function forgetShown(): void {
  clearTimeout(timer);
  pendingEdit = null;
  if (shown && useGeneratorStore.getState().savedId === shown.id) useGeneratorStore.getState().reset();
  shown = null;
}

function show(saved: SavedCv, focus: boolean): void {
  shown = saved;
  const restored: RestoredResult = saved;
  useGeneratorStore.getState().restore(restored, { focus });
}

function onChange(state: GeneratorState, previous: GeneratorState): void {
  const saved = useSavedCvs.getState();
  // the same result with another list of changes (a skill ticked, D22): kept with it, text and decisions too
  if (state.result && previous.result && state.savedId === previous.savedId && shown?.id === state.savedId) {
    if (state.result !== previous.result && state.result.generation_id === previous.result.generation_id) {
      clearTimeout(timer);
      pendingEdit = null;
      shown = {
        ...shown,
        result: state.result,
        text: state.generatedCV,
        rejectedChanges: state.rejectedChanges,
        updatedAt: now(),
      };
      void saved.save(shown);
      return;
    }
  }
  if (state.result !== previous.result || state.savedId !== previous.savedId) {
    flush();
    if (!state.result || !state.savedId) {
      shown = null;
      void saved.setCurrent(null);
      return;
    }
    if (state.resultOrigin === 'generated' && shown?.id !== state.savedId) {
      shown = fromGeneration(state, state.savedId);
      void saved.save(shown);
    }
    void saved.setCurrent(state.savedId);
    return;
  }
  if (!shown || state.savedId !== shown.id) return;
  if (
    state.generatedCV !== previous.generatedCV ||
    state.rejectedChanges !== previous.rejectedChanges ||
    state.liveScore !== previous.liveScore ||
    state.letter !== previous.letter
  ) {
    pendingEdit = {
      id: shown.id,
      text: state.generatedCV,
      rejectedChanges: state.rejectedChanges,
      atsScore: state.liveScore ?? shown.atsScore,
      ...(state.letter ? { letter: state.letter } : {}),
    };
    clearTimeout(timer);
    // a decision on a change is one click, a letter written was paid for: kept at once (a reload right after
    // must not lose them); typing waits for a pause
    const letterWritten = state.letter?.written !== previous.letter?.written;
    if (state.rejectedChanges !== previous.rejectedChanges || letterWritten) flush();
    else timer = setTimeout(flush, SAVE_DELAY_MS);
  }
}

function flush(): void {
  clearTimeout(timer);
  const edit = pendingEdit;
  pendingEdit = null;
  if (!edit || shown?.id !== edit.id) return;
  const { text, rejectedChanges, atsScore, letter } = shown;
  if (
    edit.text === text &&
    edit.rejectedChanges.join() === rejectedChanges.join() &&
    edit.atsScore === atsScore &&
    edit.letter === letter
  )
    return;
  shown = { ...shown, ...edit, updatedAt: now() };
  void useSavedCvs.getState().save(shown);
}

function fromGeneration(state: GeneratorState, id: string): SavedCv {
  const result = state.result!;
  const at = now();
  return {
    id,
    generationId: result.generation_id,
    savedAt: at,
    updatedAt: at,
    fileName: state.fileName,
    cvText: state.cvText,
    cvCorrections: state.cvCorrections,
    ...(state.cvLayout ? { cvLayout: state.cvLayout } : {}),
    jobDescription: state.jobDescription,
    languageOverride: state.languageOverride,
    result,
    text: state.generatedCV,
    rejectedChanges: state.rejectedChanges,
    atsScore: result.ats_score,
  };
}

const now = () => new Date().toISOString();
