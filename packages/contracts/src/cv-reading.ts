import { z } from 'zod';
import { layoutWarningSchema } from './cv-layout';

/**
 * What the engine read of a CV (issue 22, decision D24), as the page shows it under « Ce que nous avons lu »
 * before any credit is spent: the sections it found, and each job's employer, role and dates with how sure it
 * is of them. The user may correct a field; the corrections go with the generation (`cv_corrections`) and the
 * rewrite and the score use them instead of what was read. The CV's text itself is never changed by them.
 */
export const readFieldSchema = z.enum(['company', 'position', 'period']);
export type ReadField = z.infer<typeof readFieldSchema>;

export const readEntrySchema = z.object({
  /** Stable for one text and layout ('e12'): what a correction names. */
  id: z.string().min(1).max(40),
  company: z.string(),
  position: z.string(),
  period: z.string().nullable(),
  /** 0–1; under `confident` the rewrite leaves the job as written and the page asks the user to check it. */
  confidence: z.number().min(0).max(1),
  confident: z.boolean(),
  /** A field the user corrected (shown as such). */
  corrected: z.array(readFieldSchema).optional(),
});
export type ReadEntry = z.infer<typeof readEntrySchema>;

export const readSectionSchema = z.object({
  /** 'header', 'summary', 'experience', 'education', 'skills'…, or 'other' for a heading the engine does not know. */
  key: z.string().max(40),
  /** The heading as the CV writes it (null for the header: name, contact, title). */
  heading: z.string().max(500).nullable(),
  /** Read from a narrow column beside the main one (contact, skills, languages). */
  sidebar: z.boolean(),
  entries: z.array(readEntrySchema),
});
export type ReadSection = z.infer<typeof readSectionSchema>;

export const cvReadingSchema = z.object({
  sections: z.array(readSectionSchema),
  /** What extraction said it could not read (a scan, text boxes): said before any credit is spent. */
  warnings: z.array(layoutWarningSchema),
});
export type CvReading = z.infer<typeof cvReadingSchema>;

export const entryCorrectionSchema = z.object({
  entry: z.string().min(1).max(40),
  field: readFieldSchema,
  /** What the reading had: a correction made on another reading of the text is not applied to another job. */
  from: z.string().max(500).nullable(),
  to: z.string().trim().max(500, { error: 'Un champ corrigé dépasse 500 caractères.' }),
});
export type EntryCorrection = z.infer<typeof entryCorrectionSchema>;

/** The most corrections one request carries: a CV has a few dozen jobs at the very most. */
export const MAX_CORRECTIONS = 200;
export const entryCorrectionsSchema = z.array(entryCorrectionSchema).max(MAX_CORRECTIONS);
