import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/**
 * Why a balance moved. The ledger's sum per user always equals `user.credits` (decision D6):
 * every change of a balance writes one of these rows in the same transaction.
 */
export const ledgerKinds = [
  'purchase', // a paid checkout session (payments.id in payment_id)
  'generation', // one credit reserved for a generation (generated_cvs.id in generation_id)
  'refund', // a failed or abandoned generation gives its credit back
  'consumption', // POST /api/user/consume-credits, for API clients
  'admin_grant', // credits given by the operator, and the demo account's seed
  'welcome', // WELCOME_CREDITS, once per account, when its address is verified (D27)
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    generationId: text('generation_id'),
    paymentId: text('payment_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('credit_ledger_user_created_idx').on(t.userId, t.createdAt),
    index('credit_ledger_created_idx').on(t.createdAt),
    check('credit_ledger_delta_nonzero', sql`${t.delta} <> 0`),
    // The welcome credits are given once per account, whoever asks and however often (D27): the database
    // itself refuses a second row.
    uniqueIndex('credit_ledger_one_welcome_idx').on(t.userId).where(sql`${t.kind} = 'welcome'`),
  ],
);

export const generationStatuses = ['reserved', 'succeeded', 'refunded'] as const;

/** What a generation made: a CV rewritten for an offer, or a cover letter for it (issue 26, D23). */
export const generationKinds = ['cv', 'letter'] as const;
export type GenerationKind = (typeof generationKinds)[number];

/**
 * One row per generation: the reservation of its credit while it runs, then the generated-CV record.
 * Metadata only (decision D16): never the CV text nor a letter's, only the first 500 characters of the job
 * offer. A letter is a generation of its own (kind 'letter'), noting the CV generation it was written for.
 */
export const generatedCvs = pgTable(
  'generated_cvs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: generationStatuses }).notNull(),
    originalFileName: text('original_file_name'),
    atsScore: integer('ats_score'),
    originalAtsScore: integer('original_ats_score'),
    language: text('language'),
    jobTitle: text('job_title'),
    jobExcerpt: text('job_excerpt'),
    engine: text('engine'),
    kind: text('kind', { enum: generationKinds }).notNull().default('cv'),
    /** For a letter: the CV generation it goes with (the same account's), when the browser said which. */
    letterFor: text('letter_for'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('generated_cvs_user_created_idx').on(t.userId, t.createdAt),
    index('generated_cvs_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const paymentStatuses = ['pending', 'paid'] as const;

/** A checkout session at the payment provider; `session_id` is unique so a payment credits once (D7). */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
    sessionId: text('session_id').notNull().unique(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    status: text('status', { enum: paymentStatuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('payments_user_idx').on(t.userId), index('payments_created_idx').on(t.createdAt)],
);

/**
 * Admin sessions ended by a logout before their expiry (issue 17). The admin session is a signed cookie
 * that any instance can check alone; a logout writes the token's SHA-256 here, so that a copy of the cookie
 * stops working at once on every instance instead of living on until its expiry (8 hours at most). A row
 * past `expires_at` is useless (the signature check refuses the token anyway) and is deleted at a logout.
 */
export const adminSessionRevocations = pgTable(
  'admin_session_revocations',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_session_revocations_expires_idx').on(t.expiresAt)],
);

/**
 * The per-client limits' counts when several instances share one PostgreSQL (issue 21, ADR 016): the
 * per-minute API limit, the accounts' sign-in and email limits, the admin login's attempts. One row per key
 * (the limit's name and the client), its window opened by the key's first hit and counted by one upsert, so
 * that every instance reads the one count. Rows past `expires_at` count for nothing and are deleted now and
 * then. PGlite, one process by nature, counts in memory instead.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);
