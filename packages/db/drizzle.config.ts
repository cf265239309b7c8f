import { defineConfig } from 'drizzle-kit';

// One schema and one migration set serve PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
});
