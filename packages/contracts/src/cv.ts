import { z } from 'zod';
import { cvChangeSchema } from './cv-change';
import { cvLayoutSchema } from './cv-layout';
import { entryCorrectionsSchema } from './cv-reading';

/**
 * CV contracts: the Parsed CV (spec §3), the ATS breakdown (spec §9 + D11) and the CV routes of issue 3.
 *
 * `parsedCvSchema` doubles as the strict JSON schema an AI provider fills in (structured output), so every
 * field is required: an unknown date is `null`, an absent text is `''`, and nothing is `.optional()`.
 */

export const targetLanguageSchema = z.enum(['french', 'english', 'dutch']);
export type TargetLanguage = z.infer<typeof targetLanguageSchema>;

export const interfaceLanguageSchema = z.enum(['fr', 'en']);
export type InterfaceLanguage = z.infer<typeof interfaceLanguageSchema>;

export const experienceSchema = z.object({
  company: z.string(),
  position: z.string(),
  /** As written in the CV ('mars 2021 – aujourd’hui'); null when the CV gives no date. */
  period: z.string().nullable(),
  /** One entry per bullet, without the bullet sign. */
  description: z.array(z.string()),
});
export type Experience = z.infer<typeof experienceSchema>;

export const educationSchema = z.object({
  institution: z.string(),
  degree: z.string(),
  period: z.string().nullable(),
  description: z.string(),
});
export type Education = z.infer<typeof educationSchema>;

export const parsedCvSchema = z.object({
  name: z.string(),
  /** Contact items joined with ' | ' (city, phone, e-mail, links). */
  contact: z.string(),
  title: z.string(),
  summary: z.string(),
  experience: z.array(experienceSchema),
  education: z.array(educationSchema),
  /** One skill line per line ('Langages : TypeScript, SQL'). */
  technicalSkills: z.string(),
  softSkills: z.string(),
  certifications: z.array(z.string()),
  /**
   * Every other section (languages, interests, projects…), as blocks separated by a blank line; a block's first
   * line is its heading followed by ':' ('Langues:'), then its lines, bullets starting with '• '.
   */
  additionalInfo: z.string(),
});
export type ParsedCv = z.infer<typeof parsedCvSchema>;

const matchSchema = z.object({ matched: z.array(z.string()), missing: z.array(z.string()) });

/** The spec's ATS score (§9) without its random floor (D11), and the parts it is made of. */
export const atsBreakdownSchema = z.object({
  /** Shown score: round(rawScore / 0.8), clamped to 0–100. */
  score: z.number().int().min(0).max(100),
  /** The spec's formula as is: 60 % of min(100, 1.2 × match) + 40 % of min(50, structure); at most 80. */
  rawScore: z.number(),
  keywordMatchPercent: z.number().min(0).max(100),
  structurePoints: z.number(),
  matchedKeywords: z.array(z.string()),
  missingKeywords: z.array(z.string()),
  /** The offer's keywords it requires ("Profil recherché", "required", "minstens"), found in the CV or not. */
  mustHave: matchSchema.optional(),
  /** The offer's other keywords (its missions, its stack, "un plus", "is an advantage"). */
  niceToHave: matchSchema.optional(),
  /** Fewer than half of the must-haves found (cv-engine data/match-thresholds.ts): said plainly to the user. */
  poorMatch: z.boolean().optional(),
  hardSkills: matchSchema,
  softSkills: matchSchema,
  jobTitle: z.string(),
  /** Whether the job title appears in the CV (every word of it, accents and gender endings aside). */
  titleMatch: z.boolean(),
  sections: z.object({
    summary: z.boolean(),
    experience: z.boolean(),
    education: z.boolean(),
    skills: z.boolean(),
    email: z.boolean(),
    phone: z.boolean(),
    linkedin: z.boolean(),
  }),
});
export type AtsBreakdown = z.infer<typeof atsBreakdownSchema>;

/** One line of the improvements list (D15): a stable code for the UI, and its text in the interface language. */
export const improvementSchema = z.object({
  code: z.string(),
  text: z.string(),
  /** The values in the text (count, words…), so the client can word it with its own plural rules. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type Improvement = z.infer<typeof improvementSchema>;

const cvText = (max: number, blank: string) =>
  z
    .string({ error: blank })
    .trim()
    .min(1, { error: blank })
    .max(max, { error: `Le texte dépasse ${max.toLocaleString('fr-FR')} caractères.` });

export const CV_MAX_CHARS = 50_000;
export const JOB_MAX_CHARS = 20_000;

export const optimizeCvRequestSchema = z.object({
  cv_content: cvText(CV_MAX_CHARS, "Aucun texte de CV disponible. Veuillez d'abord uploader un CV."),
  job_description: cvText(JOB_MAX_CHARS, 'Veuillez saisir une description de poste.'),
  /** Absent: the language of the job description. */
  target_language: targetLanguageSchema.optional(),
  original_file_name: z.string().max(255).optional(),
  /** Language of the improvement sentences; French by default, like the interface. */
  interface_language: interfaceLanguageSchema.optional(),
  /** What extraction saw of each line (issue 22); absent for a pasted text or a TXT file. */
  cv_layout: cvLayoutSchema.optional(),
  /** Fields of what was read that the user corrected (« Ce que nous avons lu »). */
  cv_corrections: entryCorrectionsSchema.optional(),
});
export type OptimizeCvRequest = z.infer<typeof optimizeCvRequestSchema>;

/**
 * What a configured AI provider did for this generation (issue 23: failures said plainly). `used`: the model's
 * changes that passed the gates are in the CV; `failed`: it gave no usable answer (`reason`); `nothing_passed`:
 * it answered and the gates dropped every change. In the last two cases the CV is the built-in engine's and the
 * generation was not charged (`charged: false`, the credit refunded).
 */
export const aiOutcomeSchema = z.object({
  outcome: z.enum(['used', 'failed', 'nothing_passed']),
  reason: z.enum(['timeout', 'http', 'invalid_output', 'refused']).nullable(),
  /** Changes the model proposed, kept after the gates, and dropped per gate ('figures', 'names'…). */
  proposed: z.number().int().min(0),
  kept: z.number().int().min(0),
  dropped: z.record(z.string(), z.number().int().min(0)),
});
export type AiOutcome = z.infer<typeof aiOutcomeSchema>;

/** A progress event while the model writes: silent so far ('waiting', against the first-token limit) or writing. */
export const aiProgressSchema = z.object({
  phase: z.enum(['waiting', 'writing']),
  elapsed_ms: z.number().int().min(0),
  timeout_ms: z.number().int().min(0),
});
export type AiProgressEvent = z.infer<typeof aiProgressSchema>;

export const optimizeCvResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  optimized_cv: z.string(),
  ats_score: z.number().int().min(0).max(100),
  original_ats_score: z.number().int().min(0).max(100),
  improvements: z.array(improvementSchema),
  missing_keywords: z.array(z.string()),
  language: targetLanguageSchema,
  parsed_cv: parsedCvSchema,
  engine: z.enum(['local', 'ai']),
  /** The balance after this generation was charged. */
  credits: z.number().int().min(0),
  breakdown: atsBreakdownSchema,
  original_breakdown: atsBreakdownSchema,
  /** The rewrite as reviewable changes (D20), all accepted in `optimized_cv`. */
  changes: z.array(cvChangeSchema),
  /** The generation record's id (the profile's CV list): the browser keeping this CV (D16b) files it under it. */
  generation_id: z.string(),
  /** With an AI provider, what it did; absent or null with the built-in engine alone. */
  ai: aiOutcomeSchema.nullable().optional(),
  /** False when the credit was given back (the AI provider failed): the built-in result is free. */
  charged: z.boolean().optional(),
});
export type OptimizeCvResponse = z.infer<typeof optimizeCvResponseSchema>;

export const parseCvRequestSchema = z.object({
  cv_text: cvText(CV_MAX_CHARS, "Aucun texte de CV disponible. Veuillez d'abord uploader un CV."),
  job_description: z.string().max(JOB_MAX_CHARS),
  target_language: targetLanguageSchema.optional(),
  /** What extraction saw of each line (issue 22); absent for a pasted text or a TXT file. */
  cv_layout: cvLayoutSchema.optional(),
  /** Fields of what was read that the user corrected (« Ce que nous avons lu »). */
  cv_corrections: entryCorrectionsSchema.optional(),
});
export type ParseCvRequest = z.infer<typeof parseCvRequestSchema>;

export const extractTextResponseSchema = z.object({
  text: z.string(),
  /** What extraction saw of each line of `text` (PDF, DOCX); absent for a TXT file. */
  layout: cvLayoutSchema.optional(),
});
export type ExtractTextResponse = z.infer<typeof extractTextResponseSchema>;
