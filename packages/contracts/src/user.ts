import { z } from 'zod';

/** The spec's User (validation response): id, email, name, credits, subscriptionType, createdAt. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  credits: z.number().int().min(0),
  subscriptionType: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const validateTokenRequestSchema = z.object({ idToken: z.string().min(1).max(512) });
export const validateTokenResponseSchema = z.object({ user: userSchema });
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;

/** The spec's Profile: the User plus generation statistics. */
export const profileSchema = userSchema.extend({
  totalCVsGenerated: z.number().int().min(0),
  lastCVGeneratedAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileRequestSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'Le nom ne peut pas être vide' }).max(100).optional(),
    email: z.email({ error: 'Veuillez entrer une adresse email valide' }).max(254).optional(),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/**
 * The saved profile. A new email is not in it yet: `pendingEmail` is the address a confirmation link was
 * just sent to (the address changes when that link is opened), null when the email did not change.
 */
export const updateProfileResponseSchema = profileSchema.extend({ pendingEmail: z.string().nullable() });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

export const creditAmountSchema = z
  .number({ error: 'Le montant doit être un nombre entier de crédits' })
  .int({ error: 'Le montant doit être un nombre entier de crédits' })
  .min(1, { error: 'Le montant doit être d’au moins 1 crédit' })
  .max(1000, { error: 'Le montant ne peut pas dépasser 1000 crédits' });

export const consumeCreditsRequestSchema = z.object({ amount: creditAmountSchema }).strict();
export const creditsResponseSchema = z.object({ credits: z.number().int().min(0) });
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;

/** A generated-CV record: metadata only, never the CV's text (decision D16). */
export const generatedCvRecordSchema = z.object({
  id: z.string(),
  originalFileName: z.string().nullable(),
  atsScore: z.number().int().min(0).max(100).nullable(),
  originalAtsScore: z.number().int().min(0).max(100).nullable(),
  language: z.string().nullable(),
  jobTitle: z.string().nullable(),
  engine: z.string().nullable(),
  createdAt: z.string(),
});
export type GeneratedCvRecord = z.infer<typeof generatedCvRecordSchema>;

export const generatedCvListSchema = z.object({
  cvs: z.array(generatedCvRecordSchema),
  total: z.number().int(),
});
export type GeneratedCvList = z.infer<typeof generatedCvListSchema>;

export const listCvsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const saveCvRequestSchema = z
  .object({
    originalFileName: z.string().trim().max(255).nullable().optional(),
    atsScore: z.number().int().min(0).max(100),
    originalAtsScore: z.number().int().min(0).max(100).nullable().optional(),
    language: z.enum(['french', 'english', 'dutch']).nullable().optional(),
    jobTitle: z.string().trim().max(200).nullable().optional(),
    /** Only its first 500 characters are kept. */
    jobDescription: z.string().max(20_000).nullable().optional(),
  })
  .strict();
export type SaveCvRequest = z.infer<typeof saveCvRequestSchema>;

export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

export const emailCheckQuerySchema = z.object({
  email: z.string({ error: 'Paramètre « email » manquant' }).max(254, { error: 'Adresse email trop longue' }),
});
export const emailCheckResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    deliverable: z.boolean(),
    reason: z.enum(['ok', 'invalid_format', 'disposable', 'no_mx', 'unverified']),
  }),
});
export type EmailCheckResponse = z.infer<typeof emailCheckResponseSchema>;
