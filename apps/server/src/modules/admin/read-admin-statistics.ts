import type { AdminStatistics } from '@cv/contracts';
import { type Database, generatedCvs, payments, user } from '@cv/db';
import { and, count, eq, sql } from 'drizzle-orm';

/**
 * The Statistiques tab, as three aggregates the database computes (run side by side on PostgreSQL):
 * accounts; credits sold and euros paid, from paid checkout sessions (the same sessions whose ledger rows
 * are the 'purchase' ones); finished generations.
 */
export async function readAdminStatistics(db: Database): Promise<AdminStatistics> {
  const [[users], [sales], [cvs]] = await Promise.all([
    db.select({ n: count() }).from(user),
    db
      .select({
        credits: sql<string>`coalesce(sum(${payments.credits}), 0)`,
        cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)`,
      })
      .from(payments)
      .where(eq(payments.status, 'paid')),
    db
      .select({ n: count() })
      .from(generatedCvs)
      .where(and(eq(generatedCvs.status, 'succeeded'), eq(generatedCvs.kind, 'cv'))),
  ]);
  return {
    total_users: Number(users?.n ?? 0),
    total_credits_sold: Number(sales?.credits ?? 0),
    total_revenue: Number(sales?.cents ?? 0) / 100,
    total_cvs_generated: Number(cvs?.n ?? 0),
  };
}
