// Only for better-auth's schema generator: a throwaway auth instance with our schema-shaping options.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import { authSchemaOptions } from '../src/auth-options';

export const auth = betterAuth({
  ...authSchemaOptions,
  database: drizzleAdapter({}, { provider: 'pg' }),
  emailAndPassword: { enabled: true },
  plugins: [bearer()],
});
