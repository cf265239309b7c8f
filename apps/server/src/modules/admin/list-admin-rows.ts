import {
  ADMIN_PAGE_SIZE,
  type AdminGeneratedCv,
  type AdminPage,
  type AdminTransaction,
  type AdminUser,
} from '@cv/contracts';
import { creditLedger, type Database, generatedCvs, payments, session, user } from '@cv/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_TRANSACTION_TYPE } from './admin-transaction-type';

/**
 * The three lists of the dashboard, one page each (50 rows, newest first, ties broken by id so that pages
 * never overlap), with the list's total. LIMIT/OFFSET and COUNT run in the database; only the page's rows
 * come back.
 */

const offset = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;
const iso = (date: Date | string) => new Date(date).toISOString();

export function pageOf<T>(items: T[], total: unknown, page: number): AdminPage<T> {
  return { items, total: Number(total ?? 0), page, pageSize: ADMIN_PAGE_SIZE };
}

/**
 * Accounts, with their last sign-in: the newest session's start, looked up for the page's 50 rows only.
 * Their total is the statistics' total_users.
 */
export async function listAdminUsers(db: Database, page: number): Promise<AdminUser[]> {
  const rows = db
    .select({ id: user.id, email: user.email, credits: user.credits, createdAt: user.createdAt })
    .from(user)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(page))
    .as('page_users');
  // Written out with aliases: drizzle leaves single-table columns unqualified, and an unqualified "id"
  // inside this subquery would be the session's own.
  const lastLogin = sql<Date | null>`(select max(s.created_at) from ${session} s where s.user_id = "page_users"."id")`;
  const found = await db
    .select({
      id: rows.id,
      email: rows.email,
      credits: rows.credits,
      createdAt: rows.createdAt,
      lastLogin: lastLogin.mapWith(session.createdAt),
    })
    .from(rows)
    .orderBy(desc(rows.createdAt), desc(rows.id));
  return found.map((r) => ({
    id: r.id,
    email: r.email,
    credits: r.credits,
    created_at: iso(r.createdAt),
    last_login: r.lastLogin ? iso(r.lastLogin) : null,
  }));
}

/**
 * The credit ledger: a purchase carries its payment's amount; every other movement is a consumption. The
 * page is chosen on the ledger alone, then joined to the account and the payment: joining first would make
 * a deep page join and sort every row.
 */
export async function listAdminTransactions(
  db: Database,
  page: number,
): Promise<AdminPage<AdminTransaction>> {
  const ledger = db
    .select({
      id: creditLedger.id,
      userId: creditLedger.userId,
      delta: creditLedger.delta,
      kind: creditLedger.kind,
      paymentId: creditLedger.paymentId,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(page))
    .as('page_ledger');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: ledger.userId,
        delta: ledger.delta,
        kind: ledger.kind,
        createdAt: ledger.createdAt,
        amountCents: payments.amountCents,
        email: user.email,
      })
      .from(ledger)
      .innerJoin(user, eq(user.id, ledger.userId))
      .leftJoin(payments, eq(payments.id, ledger.paymentId))
      .orderBy(desc(ledger.createdAt), desc(ledger.id)),
    db.select({ n: count() }).from(creditLedger),
  ]);
  const items = rows.map((r) => ({
    user_id: r.userId,
    user_email: r.email,
    amount: r.kind === 'purchase' ? (r.amountCents ?? 0) / 100 : 0,
    credits_added: r.delta,
    type: ADMIN_TRANSACTION_TYPE[r.kind],
    created_at: iso(r.createdAt),
  }));
  return pageOf(items, total?.n, page);
}

/**
 * Finished generations with the stored 500-character excerpt of their offer (decision D16), the page chosen
 * before the join as above. Their total is the statistics' total_cvs_generated: counted once.
 */
export async function listAdminGeneratedCvs(db: Database, page: number): Promise<AdminGeneratedCv[]> {
  const cvs = db
    .select({
      id: generatedCvs.id,
      userId: generatedCvs.userId,
      jobExcerpt: generatedCvs.jobExcerpt,
      createdAt: generatedCvs.createdAt,
    })
    .from(generatedCvs)
    .where(and(eq(generatedCvs.status, 'succeeded'), eq(generatedCvs.kind, 'cv')))
    .orderBy(desc(generatedCvs.createdAt), desc(generatedCvs.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(page))
    .as('page_cvs');
  const rows = await db
    .select({ userId: cvs.userId, jobExcerpt: cvs.jobExcerpt, createdAt: cvs.createdAt, email: user.email })
    .from(cvs)
    .innerJoin(user, eq(user.id, cvs.userId))
    .orderBy(desc(cvs.createdAt), desc(cvs.id));
  return rows.map((r) => ({
    user_id: r.userId,
    user_email: r.email,
    job_description: r.jobExcerpt,
    created_at: iso(r.createdAt),
  }));
}
