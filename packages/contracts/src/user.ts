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
