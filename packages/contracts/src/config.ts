import { z } from 'zod';
import { creditPackSchema } from './payments';

/**
 * What the browser may know about the server's settings (decision D17): names and flags, never a secret.
 * `serverSettings` says which server-side settings are present so the client's production start-up check
 * can log the missing ones.
 */
export const publicConfigSchema = z.object({
  appName: z.string(),
  appUrl: z.string(),
  appVersion: z.string(),
  demoMode: z.boolean(),
  maxUploadBytes: z.number().int().positive(),
  maxRequestsPerMinute: z.number().int().positive(),
  analyticsId: z.string().nullable(),
  debug: z.boolean(),
  production: z.boolean(),
  authName: z.string(),
  paymentProvider: z.enum(['demo', 'stripe']),
  stripePublishableKey: z.string().nullable(),
  aiProvider: z.enum(['local', 'openai', 'openai-compatible']),
  dohResolverUrl: z.string(),
  demoAccount: z.object({ email: z.string(), password: z.string() }).nullable(),
  /** The server's pack catalogue (D5), so that a visitor's first screen shows the prices without a request. */
  creditPacks: z.array(creditPackSchema),
  /** Credits a new account gets once its address is verified (D27); 0: none. */
  welcomeCredits: z.number().int().min(0),
  /** Whether ADMIN_PASSWORD is set: /admin says at once when the admin area is closed (never the value, D17). */
  adminConfigured: z.boolean(),
  features: z.object({
    emailLink: z.boolean(),
    passwordReset: z.boolean(),
    google: z.boolean(),
    github: z.boolean(),
    /** An offer can be read from its link (JOB_FETCH). */
    jobFetch: z.boolean(),
  }),
  serverSettings: z.object({
    apiBaseUrl: z.boolean(),
    authApiUrl: z.boolean(),
    aiProviderKey: z.boolean(),
    paymentPublishableKey: z.boolean(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
