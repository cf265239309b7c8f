import type { ParsedCv } from '@cv/contracts';

/**
 * What a rewrite gives: the text, its parse, and the facts the improvements list states (D15) — the built-in
 * engine's and the AI path's alike (document/rewrite-by-changes.ts, optimize/rewrite-with-ai.ts).
 */
export type RewriteChanges = {
  titleAligned: boolean;
  titleSupported: boolean;
  /** The job title was named as the role aimed at, on top of the summary (the CV's title was kept). */
  targetNamed: boolean;
  experiencesReordered: boolean;
  skillsReordered: boolean;
  /** The CV's skills that the offer names, put in the summary's first lines. */
  strengths: string[];
  /** Bullets whose weak opening ('Worked on', 'J’ai') became an action word. */
  bulletsRewritten: number;
};

export type RewriteResult = { cv: ParsedCv; text: string; changes: RewriteChanges };
