import { z } from 'zod';

/**
 * The admin area (decision D10): a server-checked password, an httpOnly session cookie, and read-only data.
 * Field names of the data response are the spec's (§3, snake_case).
 */

/** Lists are paginated on the server, 50 rows a page, newest first. */
export const ADMIN_PAGE_SIZE = 50;

/** POST /api/admin/login */
export const adminLoginRequestSchema = z.object({
  password: z
    .string({ error: 'Mot de passe requis' })
    .min(1, { error: 'Mot de passe requis' })
    .max(1024, { error: 'Mot de passe incorrect' }),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

/** POST /api/admin/login (200); the session itself travels in the httpOnly cookie, never in the body. */
export const adminLoginResponseSchema = z.object({
  authenticated: z.literal(true),
  /** When the admin session ends (ISO date): the browser signs in again after it. */
  expires_at: z.iso.datetime(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** POST /api/admin/logout */
export const adminLogoutResponseSchema = z.object({ authenticated: z.literal(false) });

const page = z.coerce
  .number({ error: 'Numéro de page invalide' })
  .int({ error: 'Numéro de page invalide' })
  .min(1, { error: 'Numéro de page invalide' })
  .max(1_000_000, { error: 'Numéro de page invalide' })
  .default(1);

/** GET /api/admin/users?usersPage=&transactionsPage=&cvsPage= — one page number per list (default 1). */
export const adminDataQuerySchema = z.object({
  usersPage: page,
  transactionsPage: page,
  cvsPage: page,
});
export type AdminDataQuery = z.infer<typeof adminDataQuerySchema>;

const isoDate = z.iso.datetime();

export const adminStatisticsSchema = z.object({
  total_users: z.number().int().min(0),
  /** Credits bought through paid checkouts. */
  total_credits_sold: z.number().int().min(0),
  /** Euros paid, as a number (two decimals at most). */
  total_revenue: z.number().min(0),
  /** Finished generations (reservations in flight and refunded ones are not counted). */
  total_cvs_generated: z.number().int().min(0),
});
export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  credits: z.number().int(),
  created_at: isoDate,
  /** The start of the user's latest session; null when they never signed in (or every session ended). */
  last_login: isoDate.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * What moved a balance, in the admin's words: the ledger's kinds (packages/db), its 'admin_grant' said
 * 'grant'. The spec's `type` is 'purchase' or another value; a grant or a refund is no consumption.
 */
export const adminTransactionTypes = ['purchase', 'generation', 'refund', 'grant', 'consumption'] as const;
export type AdminTransactionType = (typeof adminTransactionTypes)[number];

export const adminTransactionSchema = z.object({
  user_id: z.string(),
  /** Beside the spec's user_id, so that the operator sees whom without a look-up. */
  user_email: z.string(),
  /** Euros paid: the payment's amount for a purchase, 0 for anything else. */
  amount: z.number().min(0),
  /** The balance's change: positive for a purchase, a refund or a grant, negative for a use. */
  credits_added: z.number().int(),
  /** A purchase, a generation, its refund, credits given (the demo account's seed), an API client's use. */
  type: z.enum(adminTransactionTypes),
  created_at: isoDate,
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

export const adminGeneratedCvSchema = z.object({
  user_id: z.string(),
  user_email: z.string(),
  /** The first 500 characters of the job offer, as stored (decision D16); null when none was kept. */
  job_description: z.string().nullable(),
  created_at: isoDate,
});
export type AdminGeneratedCv = z.infer<typeof adminGeneratedCvSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

/** GET /api/admin/users */
export const adminDataSchema = z.object({
  statistics: adminStatisticsSchema,
  users: pageOf(adminUserSchema),
  transactions: pageOf(adminTransactionSchema),
  generated_cvs: pageOf(adminGeneratedCvSchema),
});
export type AdminData = z.infer<typeof adminDataSchema>;
export type AdminPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/** GET /api/admin/info: the real state of the server (the Info Production tab); flags, never values (D17). */
export const adminInfoSchema = z.object({
  app_name: z.string(),
  app_version: z.string(),
  production: z.boolean(),
  demo_mode: z.boolean(),
  database: z.enum(['pglite', 'postgres']),
  payment_provider: z.enum(['demo', 'stripe']),
  ai_provider: z.enum(['local', 'openai', 'openai-compatible']),
  /** Which server-side settings are set: true or false, never their values. */
  settings_present: z.record(z.string(), z.boolean()),
  node_version: z.string(),
  started_at: isoDate,
  uptime_seconds: z.number().int().min(0),
});
export type AdminInfo = z.infer<typeof adminInfoSchema>;
