import type {
  CoverLetterResponse,
  CvChange,
  CvLayout,
  EntryCorrection,
  InterfaceLanguage,
  OptimizeCvResponse,
  TargetLanguage,
} from '@cv/contracts';
import { create } from 'zustand';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { cvFileKind } from '../extraction/file-kind';
import { prepareExtraction } from '../extraction/prepare-extraction';
import { formatMegabytes } from '../format-megabytes';
import { messageForStage, type ProgressMessage } from '../progress-messages';

/** Spec §3 Generation state, with the server's full answer kept for the preview (score breakdown…). */
interface GeneratorState {
  file: File | null;
  /** The name shown, and sent as `original_file_name`; the demo CV has one too. */
  fileName: string | null;
  cvText: string;
  /**
   * The user's corrections of what was read of this CV (« Ce que nous avons lu », D24), sent with the
   * generation. They belong to the text: a new CV clears them; an edit keeps them, and the engine applies each
   * only while its job still reads what the user saw (`from`).
   */
  cvCorrections: readonly EntryCorrection[];
  /**
   * What extraction saw of each line of the file's text (issue 22; PDF and DOCX): sent with it, kept with the
   * result. An edit leaves it in place — the engine finds each line again by its fingerprint, and an edited
   * line simply has none — and a text emptied, typed over or pasted has none.
   */
  cvLayout: CvLayout | null;
  isExtracting: boolean;
  jobDescription: string;
  /** Null: the language detected in the job description. */
  languageOverride: TargetLanguage | null;
  isGenerating: boolean;
  /** 0–100 with its message, for extraction and generation alike; null message: no bar. */
  progress: number;
  progressMessage: ProgressMessage | null;
  /** While an AI provider writes: its phase, the seconds so far and its limit (issue 23); null otherwise. */
  aiWait: { phase: 'waiting' | 'writing'; seconds: number; limit: number } | null;
  result: OptimizeCvResponse | null;
  /** The generated CV as the user edits it. */
  generatedCV: string;
  /** The last failure, ready to show (spec §8 messages). */
  error: string | null;
  /** Set when a generation was refused for lack of credits: the page opens the profile modal on it. */
  noCredits: boolean;
  /** The id under which this browser keeps the result shown (D16b): the generation's id, or a copy's. */
  savedId: string | null;
  /** Whether the result shown was just generated (to be kept) or reopened from what this browser keeps. */
  resultOrigin: 'generated' | 'restored' | null;
  /** The changes (D20) the user rejected, by id; kept with the result. */
  rejectedChanges: readonly string[];
  /** The score of the text as it stands (the user's decisions and edits change it); null: the result's. */
  liveScore: number | null;
  /** Bumped when a result arrives by the user's hand (generated, reopened): the page moves focus to it. */
  resultFocus: number;
  /** The cover letter written for this result (issue 26), as the user edits it; kept with the result (D16b). */
  letter: ResultLetter | null;
}

/** A cover letter: the server's answer (D16: the server keeps no text) and the letter as the user left it. */
export interface ResultLetter {
  written: CoverLetterResponse;
  text: string;
}

/** What the user entered before any result: put back as it was after a checkout (issue 25). */
export type GeneratorInputs = Pick<
  GeneratorState,
  'fileName' | 'cvText' | 'cvCorrections' | 'cvLayout' | 'jobDescription' | 'languageOverride'
>;

/** A result as this browser keeps it (D16b), put back on the page as it was left. */
export interface RestoredResult {
  id: string;
  fileName: string | null;
  cvText: string;
  /** Absent in what an earlier version of the app kept. */
  cvCorrections?: readonly EntryCorrection[];
  /** The layout the CV's text came with (absent for a typed text, and in results kept before issue 22). */
  cvLayout?: CvLayout;
  jobDescription: string;
  languageOverride: TargetLanguage | null;
  result: OptimizeCvResponse;
  /** The CV text as the user last edited it. */
  text: string;
  rejectedChanges: readonly string[];
  /** Absent when no letter was written, and in results kept before issue 26. */
  letter?: ResultLetter;
}

interface GenerateOptions {
  token: string | null;
  credits: number;
  interfaceLanguage: InterfaceLanguage;
}

interface GeneratorActions {
  /** Size check first (before any upload), then extraction; a newer file wins over a slower older one. */
  selectFile: (file: File, options: { token: string | null; maxBytes: number }) => Promise<void>;
  /** The manual 'extract text' button: runs extraction again on the file already chosen. */
  extractAgain: (token: string | null) => Promise<void>;
  loadDemoCv: () => Promise<void>;
  setCvText: (text: string) => void;
  /** The user corrected a field of what was read, or set one back. */
  setCvCorrections: (corrections: readonly EntryCorrection[]) => void;
  setJobDescription: (text: string) => void;
  setLanguageOverride: (language: TargetLanguage | null) => void;
  /** Resolves with the server's answer (credits included), or null when it failed. */
  generate: (options: GenerateOptions) => Promise<OptimizeCvResponse | null>;
  setGeneratedCV: (text: string) => void;
  /** A decision on the changes (D20): the rejected ones and the text they give, in one update. */
  setReview: (rejectedChanges: readonly string[], generatedCV: string) => void;
  /** The result's changes replaced (a skill ticked or unticked, D22) with the text they give. */
  setChanges: (changes: readonly CvChange[], generatedCV: string) => void;
  setLiveScore: (score: number) => void;
  /** The result's cover letter, written or edited (null: none). */
  setLetter: (letter: ResultLetter | null) => void;
  /** Shows a kept result with its inputs; `focus`: the user asked for it, so focus moves to it. */
  restore: (saved: RestoredResult, options?: { focus?: boolean }) => void;
  restoreInputs: (inputs: GeneratorInputs) => void;
  dismissError: () => void;
  reset: () => void;
}

const NONE_REJECTED: readonly string[] = [];
const NO_CORRECTIONS: readonly EntryCorrection[] = [];

const empty: GeneratorState = {
  file: null,
  fileName: null,
  cvText: '',
  cvCorrections: NO_CORRECTIONS,
  cvLayout: null,
  isExtracting: false,
  jobDescription: '',
  languageOverride: null,
  isGenerating: false,
  progress: 0,
  progressMessage: null,
  aiWait: null,
  result: null,
  generatedCV: '',
  error: null,
  noCredits: false,
  savedId: null,
  resultOrigin: null,
  rejectedChanges: NONE_REJECTED,
  liveScore: null,
  resultFocus: 0,
  letter: null,
};

/** What any change of the inputs clears (spec §4): the generated CV, its score and improvements. */
const noResult = {
  result: null,
  generatedCV: '',
  noCredits: false,
  savedId: null,
  resultOrigin: null,
  rejectedChanges: NONE_REJECTED,
  liveScore: null,
  letter: null,
} as const;

let extractionRun = 0;
let generation: AbortController | null = null;

export const useGeneratorStore = create<GeneratorState & GeneratorActions>()((set, get) => {
  async function extract(file: File, token: string | null): Promise<void> {
    const run = ++extractionRun;
    set({
      isExtracting: true,
      cvText: '',
      cvCorrections: NO_CORRECTIONS,
      cvLayout: null,
      error: null,
      progress: 0,
      progressMessage: 'extracting',
    });
    // Loaded on first use, like the libraries it calls: none of it is needed to show the page. The library
    // for this kind of file loads beside it, not after it (usually already there: see prepareExtraction).
    prepareExtraction(cvFileKind(file));
    const { extractCvText } = await import('../extraction/extract-cv-text');
    if (run !== extractionRun) return;
    const outcome = await extractCvText(file, {
      token,
      onProgress: (progress) => {
        if (run === extractionRun) set({ progress });
      },
    });
    if (run !== extractionRun) return;
    if (outcome.ok) {
      set({
        isExtracting: false,
        cvText: outcome.text,
        cvLayout: outcome.layout ?? null,
        progress: 100,
        progressMessage: 'extracted',
      });
    } else {
      set({
        isExtracting: false,
        cvText: '',
        cvLayout: null,
        error: outcome.message,
        progress: 0,
        progressMessage: null,
      });
    }
  }

  return {
    ...empty,

    selectFile: async (file, { token, maxBytes }) => {
      abortGeneration();
      if (file.size > maxBytes) {
        extractionRun++;
        const size = formatMegabytes(maxBytes, i18n.language);
        set({
          ...noResult,
          file: null,
          fileName: file.name,
          cvText: '',
          cvCorrections: NO_CORRECTIONS,
          cvLayout: null,
          isExtracting: false,
          isGenerating: false,
          progressMessage: null,
          error: i18n.t('generator.errors.fileTooLarge', { size }),
        });
        return;
      }
      set({ ...noResult, file, fileName: file.name, isGenerating: false });
      await extract(file, token);
    },

    extractAgain: async (token) => {
      const { file } = get();
      if (file) await extract(file, token);
    },

    loadDemoCv: async () => {
      abortGeneration();
      const run = ++extractionRun;
      const { DEMO_CV_FILE_NAME, DEMO_CV_TEXT } = await import('../demo-cv');
      if (run !== extractionRun) return;
      set({
        ...noResult,
        file: null,
        fileName: DEMO_CV_FILE_NAME,
        cvText: DEMO_CV_TEXT,
        cvCorrections: NO_CORRECTIONS,
        cvLayout: null,
        isExtracting: false,
        isGenerating: false,
        error: null,
        progress: 0,
        progressMessage: null,
      });
    },

    // An emptied text is the start of another CV: the corrections and the layout of the one before go with it.
    setCvText: (cvText) =>
      set(
        cvText.trim()
          ? { cvText, ...noResult }
          : { cvText, cvCorrections: NO_CORRECTIONS, cvLayout: null, ...noResult },
      ),

    // the list is worked out by the panel (features/reading-review, a lazy chunk): only kept here
    setCvCorrections: (cvCorrections) => set({ cvCorrections, ...noResult }),

    setJobDescription: (jobDescription) => set({ jobDescription, ...noResult }),

    setLanguageOverride: (languageOverride) => set({ languageOverride, ...noResult }),

    generate: async ({ token, credits, interfaceLanguage }) => {
      const {
        cvText,
        cvCorrections,
        cvLayout,
        jobDescription,
        languageOverride,
        fileName,
        isGenerating,
        isExtracting,
      } = get();
      if (isGenerating || isExtracting) return null;
      const failure = validate(cvText, jobDescription, credits);
      if (failure) {
        set({ error: failure, noCredits: failure === i18n.t('generator.errors.noCredits') });
        return null;
      }
      const controller = new AbortController();
      generation = controller;
      set({ ...noResult, isGenerating: true, error: null, progress: 0, progressMessage: 'analyseCv' });
      try {
        const { optimizeCv } = await import('../api/optimize-cv');
        const result = await optimizeCv(
          {
            cv_content: cvText,
            ...(cvCorrections.length > 0 ? { cv_corrections: [...cvCorrections] } : {}),
            job_description: jobDescription,
            ...(languageOverride ? { target_language: languageOverride } : {}),
            ...(fileName ? { original_file_name: fileName } : {}),
            interface_language: interfaceLanguage,
            ...(cvLayout ? { cv_layout: cvLayout } : {}),
          },
          {
            token,
            signal: controller.signal,
            onProgress: ({ progress, stage, ai }) => {
              if (generation !== controller) return;
              const aiWait = ai
                ? {
                    phase: ai.phase,
                    seconds: Math.round(ai.elapsed_ms / 1000),
                    limit: Math.round(ai.timeout_ms / 1000),
                  }
                : null;
              set({ progress, progressMessage: messageForStage(stage, progress), aiWait });
            },
          },
        );
        if (generation !== controller) return null;
        set({
          isGenerating: false,
          result,
          generatedCV: result.optimized_cv,
          // a suggestion (an old job shortened, interests taken out) is offered, not applied: it starts refused
          rejectedChanges: result.changes.filter((change) => change.suggestion).map((change) => change.id),
          progress: 100,
          progressMessage: 'done',
          aiWait: null,
          savedId: result.generation_id,
          resultOrigin: 'generated',
          resultFocus: get().resultFocus + 1,
        });
        return result;
      } catch (error) {
        if (generation !== controller) return null;
        const noCredits = error instanceof ApiError && error.status === 402;
        set({
          isGenerating: false,
          progress: 0,
          progressMessage: 'failed',
          aiWait: null,
          error: generationErrorMessage(error),
          noCredits,
        });
        return null;
      } finally {
        if (generation === controller) generation = null;
      }
    },

    setGeneratedCV: (generatedCV) => set({ generatedCV }),

    setReview: (rejectedChanges, generatedCV) => set({ rejectedChanges, generatedCV }),

    setChanges: (changes, generatedCV) => {
      const { result, rejectedChanges } = get();
      if (!result) return;
      const ids = new Set(changes.map((change) => change.id));
      set({
        result: { ...result, changes: [...changes] },
        generatedCV,
        rejectedChanges: rejectedChanges.filter((id) => ids.has(id)),
      });
    },

    setLiveScore: (liveScore) => set({ liveScore }),

    setLetter: (letter) => set({ letter }),

    restore: (saved, { focus = false } = {}) => {
      abortGeneration();
      extractionRun++;
      set({
        ...empty,
        fileName: saved.fileName,
        cvText: saved.cvText,
        cvCorrections: saved.cvCorrections ?? NO_CORRECTIONS,
        cvLayout: saved.cvLayout ?? null,
        jobDescription: saved.jobDescription,
        languageOverride: saved.languageOverride,
        result: saved.result,
        generatedCV: saved.text,
        rejectedChanges: saved.rejectedChanges,
        letter: saved.letter ?? null,
        savedId: saved.id,
        resultOrigin: 'restored',
        resultFocus: get().resultFocus + (focus ? 1 : 0),
      });
    },

    restoreInputs: (inputs) => {
      abortGeneration();
      extractionRun++;
      set({ ...empty, ...inputs, resultFocus: get().resultFocus });
    },

    dismissError: () => set({ error: null }),

    reset: () => {
      abortGeneration();
      extractionRun++;
      // Nothing to clear (the page's first mount, signed out): no update, so no component renders again.
      // The focus counter only grows: a result shown later by the user's hand must read as new.
      const state = get();
      const keys = (Object.keys(empty) as (keyof typeof empty)[]).filter((key) => key !== 'resultFocus');
      if (keys.some((key) => state[key] !== empty[key])) set({ ...empty, resultFocus: state.resultFocus });
    },
  };
});

function abortGeneration(): void {
  generation?.abort();
  generation = null;
}

/** Spec §5, checked before any request; the server checks the same again. */
function validate(cvText: string, jobDescription: string, credits: number): string | null {
  if (!cvText.trim()) return i18n.t('generator.errors.noCvText');
  if (!jobDescription.trim()) return i18n.t('generator.errors.noJobDescription');
  if (credits < 1) return i18n.t('generator.errors.noCredits');
  return null;
}

/** Spec §8: our routes' own messages as they are; a network failure or a server fault, the spec's texts. */
function generationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('generator.errors.generationFailed');
  if (error.status === 402) return i18n.t('generator.errors.noCredits');
  if (error.status === NETWORK_ERROR_STATUS) return i18n.t('generator.errors.network');
  if (error.status < 500) return error.detail;
  return i18n.t('generator.errors.backend', { status: error.status, detail: error.detail });
}
