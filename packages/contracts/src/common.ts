import { z } from 'zod';

/** Every error body of our own routes: the spec's client reads `detail`. */
export const errorSchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof healthSchema>;
