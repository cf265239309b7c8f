import type { Profile } from '@cv/contracts';
import { type Database, generatedCvs, user } from '@cv/db';
import { and, eq, sql } from 'drizzle-orm';
import { type Auth, EMAIL_CHANGED_PARAM, emailLanguage } from '../auth/create-auth';
import type { AccountEmailSender } from '../email/account-email-sender';
import { userDtoColumns } from './user-dto';

function profileQuery(db: Database) {
  // CVs generated: a cover letter (issue 26) is not one
  const succeeded = and(
    eq(generatedCvs.userId, user.id),
    eq(generatedCvs.status, 'succeeded'),
    eq(generatedCvs.kind, 'cv'),
  );
  return db
    .select({
      ...userDtoColumns,
      total: sql<number>`(select count(*) from ${generatedCvs} where ${succeeded})`.mapWith(Number),
      last: sql<Date | null>`(select max(${generatedCvs.createdAt}) from ${generatedCvs} where ${succeeded})`.mapWith(
        generatedCvs.createdAt,
      ),
    })
    .from(user)
    .where(eq(user.id, sql.placeholder('userId')))
    .prepare('find_profile');
}

/** Built once per database: drizzle then skips rebuilding the SQL, PostgreSQL re-planning a named statement. */
const prepared = new WeakMap<Database, ReturnType<typeof profileQuery>>();

/**
 * The user's row and their succeeded generations (count, latest) in one prepared query: GET
 * /api/user/profile is the hot authenticated read (issue 8); a second round trip and building the SQL
 * anew on every call were most of its cost after the session check.
 */
export async function findProfile(db: Database, userId: string): Promise<Profile | null> {
  let query = prepared.get(db);
  if (!query) {
    query = profileQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ userId });
  if (!row) return null;
  const { total, last, ...dto } = row;
  return {
    ...dto,
    createdAt: dto.createdAt.toISOString(),
    totalCVsGenerated: total,
    lastCVGeneratedAt: last?.toISOString() ?? null,
  };
}

/** Production without SMTP: the confirmation link could not be sent, so the address cannot change. */
export class EmailChangeUnavailableError extends Error {}

export interface ProfileUpdate {
  db: Database;
  /** The accounts library and the account emails, null when no link can be sent (no email delivery). */
  mail: { auth: Auth; emails: AccountEmailSender } | null;
  /** The request's own headers: its session, its client address and its language, for the library. */
  headers: Headers;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function emailInUse(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return row !== undefined;
}

/**
 * Name and email only; credits and subscription are never changed here. The name is saved at once. A new
 * address is not (issue 17): an account proven once could otherwise take someone else's address and stay
 * "verified", and that person's email-link or Google/GitHub sign-in would then land in it. The accounts
 * library's change-email flow sends a link to the new address instead, and the address changes when that
 * link is opened. An address that already has an account gets a notice instead of a link, and the answer
 * is the same as for a free one (issue 21): saying "taken" told anyone signed in who has an account. Answers
 * the address a link or notice went to, if any. Nothing is saved when the address cannot be confirmed.
 */
export async function updateProfile(
  { db, mail, headers }: ProfileUpdate,
  current: { id: string; email: string },
  changes: { name?: string; email?: string },
): Promise<{ pendingEmail: string | null }> {
  const newEmail =
    changes.email !== undefined && !sameEmail(changes.email, current.email)
      ? changes.email.toLowerCase()
      : null;
  if (newEmail !== null && !mail) throw new EmailChangeUnavailableError();
  if (changes.name !== undefined)
    await db.update(user).set({ name: changes.name }).where(eq(user.id, current.id));
  if (newEmail === null || !mail) return { pendingEmail: null };
  const { auth, emails } = mail;
  if (await emailInUse(db, newEmail)) {
    // Its owner learns of the attempt; the link is the application's own page, which confirms nothing.
    const appUrl = new URL('/', auth.options.baseURL as string).href;
    await emails.emailTaken(newEmail, appUrl, emailLanguage(headers));
  } else {
    // The request too, not only its headers: the email is written in the language its sender reads.
    const request = new Request(new URL('/api/auth/change-email', auth.options.baseURL as string), {
      headers,
    });
    await auth.api.changeEmail({
      body: { newEmail, callbackURL: `/?${EMAIL_CHANGED_PARAM}=1` },
      headers,
      request,
      asResponse: false,
    });
  }
  return { pendingEmail: newEmail };
}

/** Decision D18: the user and everything tied to it (sessions, accounts, ledger, records, payments cascade). */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}
