import { z } from 'zod';
import { JOB_MAX_CHARS } from './cv';

/** POST /api/job-offer/from-url (issue 27, decision D26): an offer read from its link, for this request only. */
export const jobOfferFromUrlRequestSchema = z.object({
  url: z
    .string({ error: "Collez le lien de l'offre." })
    .trim()
    .min(1, { error: "Collez le lien de l'offre." })
    .max(2_048, { error: 'Ce lien est trop long (2 048 caractères au plus).' }),
});
export type JobOfferFromUrlRequest = z.infer<typeof jobOfferFromUrlRequestSchema>;

/**
 * Where the text came from, in the order they are tried: the page's schema.org JobPosting (JSON-LD or
 * microdata), a job board's public API known by the address's shape, else the page's main text.
 */
export const jobOfferSourceSchema = z.enum([
  'json-ld',
  'microdata',
  'greenhouse',
  'lever',
  'ashby',
  'page-text',
]);
export type JobOfferSource = z.infer<typeof jobOfferSourceSchema>;

export const jobOfferFromUrlResponseSchema = z.object({
  title: z.string().nullable(),
  employer: z.string().nullable(),
  location: z.string().nullable(),
  /** What goes into the offer box: headings and list items on lines of their own. */
  text: z.string().min(1).max(JOB_MAX_CHARS),
  source: jobOfferSourceSchema,
});
export type JobOfferFromUrl = z.infer<typeof jobOfferFromUrlResponseSchema>;

/** Why a link was not read: the server's `detail` says it in French, `code` lets the interface say it. */
export const JOB_OFFER_REFUSALS = [
  'invalid-url',
  'scheme',
  'credentials',
  'port',
  'host-denied',
  'unknown-host',
  'loopback',
  'private',
  'link-local',
  'multicast',
  'reserved',
  'too-many-redirects',
  'too-big',
  'content-type',
  'blocked',
  'not-found',
  'no-offer',
  'too-unusual',
  'busy',
  'unreachable',
  'slow',
] as const;
export type JobOfferRefusal = (typeof JOB_OFFER_REFUSALS)[number];

export const jobOfferErrorSchema = z.object({
  detail: z.string(),
  code: z.enum(JOB_OFFER_REFUSALS).optional(),
});
