import { z } from 'zod';
import { aiOutcomeSchema, optimizeCvRequestSchema, targetLanguageSchema } from './cv';

/**
 * A cover letter for the offer a CV was tailored to (issue 26, decision D23): one credit, charged like a CV
 * (D6), written from the CV's facts only, in the offer's language. The request is a generation's (the same CV,
 * layout and corrections, the same offer), with the CV generation it goes with; the letter's text is never kept
 * on the server (D16): the browser keeps it with its CV (D16b).
 */
export const coverLetterRequestSchema = optimizeCvRequestSchema.extend({
  /** The CV generation (`generation_id` of optimize-cv) the letter goes with; absent for a letter alone. */
  generation_id: z.string().min(1).max(64).optional(),
});
export type CoverLetterRequest = z.infer<typeof coverLetterRequestSchema>;

export const coverLetterResponseSchema = z.object({
  success: z.boolean(),
  /** The letter as the user reads and edits it: its parts (place and date, subject, greeting, paragraphs,
   *  closing, name) separated by a blank line. */
  letter: z.string(),
  language: targetLanguageSchema,
  engine: z.enum(['local', 'ai']),
  /** The balance after this letter was charged (or refunded). */
  credits: z.number().int().min(0),
  /** The letter's own generation record (kind 'letter'). */
  generation_id: z.string(),
  /** With an AI provider, what it did: `proposed` and `kept` count the letter (1 or 0), `dropped` its
   *  paragraphs per gate. Null with the built-in engine alone. */
  ai: aiOutcomeSchema.nullable(),
  /** False when the credit was given back (the AI provider failed): the built-in letter is free. */
  charged: z.boolean(),
});
export type CoverLetterResponse = z.infer<typeof coverLetterResponseSchema>;
