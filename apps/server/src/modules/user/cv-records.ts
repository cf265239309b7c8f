import { randomUUID } from 'node:crypto';
import type { GeneratedCvList, GeneratedCvRecord, SaveCvRequest } from '@cv/contracts';
import { type Database, generatedCvs } from '@cv/db';
import { and, count, desc, eq } from 'drizzle-orm';

const recordColumns = {
  id: generatedCvs.id,
  originalFileName: generatedCvs.originalFileName,
  atsScore: generatedCvs.atsScore,
  originalAtsScore: generatedCvs.originalAtsScore,
  language: generatedCvs.language,
  jobTitle: generatedCvs.jobTitle,
  engine: generatedCvs.engine,
  createdAt: generatedCvs.createdAt,
};

type Row = { [K in keyof typeof recordColumns]: (typeof recordColumns)[K]['_']['data'] | null };

function toRecord(row: Row): GeneratedCvRecord {
  return { ...row, id: row.id!, createdAt: (row.createdAt ?? new Date()).toISOString() } as GeneratedCvRecord;
}

/** The user's finished generations, newest first (reservations in flight and refunds are not records). */
export async function listCvRecords(db: Database, userId: string, limit: number): Promise<GeneratedCvList> {
  // CVs only: a cover letter (issue 26) is a generation of its own, not a CV
  const mine = and(
    eq(generatedCvs.userId, userId),
    eq(generatedCvs.status, 'succeeded'),
    eq(generatedCvs.kind, 'cv'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(recordColumns)
      .from(generatedCvs)
      .where(mine)
      .orderBy(desc(generatedCvs.createdAt))
      .limit(limit),
    db.select({ n: count() }).from(generatedCvs).where(mine),
  ]);
  return { cvs: rows.map(toRecord), total: Number(total?.n ?? 0) };
}

/** A record saved by an API client: metadata only (D16), the job offer cut to 500 characters. */
export async function saveCvRecord(
  db: Database,
  userId: string,
  input: SaveCvRequest,
): Promise<GeneratedCvRecord> {
  const [row] = await db
    .insert(generatedCvs)
    .values({
      id: randomUUID(),
      userId,
      status: 'succeeded',
      originalFileName: input.originalFileName ?? null,
      atsScore: input.atsScore,
      originalAtsScore: input.originalAtsScore ?? null,
      language: input.language ?? null,
      jobTitle: input.jobTitle ?? null,
      jobExcerpt: input.jobDescription?.slice(0, 500) ?? null,
      completedAt: new Date(),
    })
    .returning(recordColumns);
  return toRecord(row!);
}
