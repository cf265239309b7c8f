import type { BetterAuthOptions } from 'better-auth';

/**
 * The part of the better-auth options that shapes the database. The server's auth factory and the
 * schema generator (`npm run auth:schema -w @cv/db`) both read it, so the generated tables always
 * match what the server runs.
 *
 * `input: false` keeps credits and subscription type out of reach of sign-up and update-user: only
 * our own credit service moves a balance (decision D6).
 */
export const authSchemaOptions = {
  user: {
    additionalFields: {
      credits: { type: 'number', required: true, defaultValue: 0, input: false },
      subscriptionType: { type: 'string', required: true, defaultValue: 'free', input: false },
    },
  },
} satisfies Partial<BetterAuthOptions>;
