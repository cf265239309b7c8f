import { jobOfferFromUrlRequestSchema, saveCvRequestSchema, updateProfileRequestSchema } from '@cv/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/config';
import { APP_URL, bearer, buildTestApp, signUp, type TestApp } from '../test/helper';

/**
 * Issue 8, bad input: thousands of generated requests against every route — malformed JSON, wrong types,
 * missing and extra fields, huge strings, wrong content types, invalid UTF-8, negative and fractional
 * amounts. Expected: never a 5xx, always a clear `{ detail }` for an error, and the database unchanged
 * (compared as a checksum of every table before and after). Bodies that are actually valid changes are
 * left out: they are the other tests' business.
 */

const TABLES = ['user', 'session', 'account', 'verification', 'credit_ledger', 'generated_cvs', 'payments'];
const RUNS_PER_ROUTE = 230;

type Method = 'GET' | 'POST' | 'PUT';
interface Target {
  method: Method;
  url: string;
  /** A body this route would accept as a real change: skipped, so the database must stay as it was. */
  isValidChange?: (body: unknown) => boolean;
}

const targets: Target[] = [
  { method: 'POST', url: '/api/auth/validate' },
  { method: 'POST', url: '/api/auth/sign-in/email' },
  { method: 'POST', url: '/api/auth/sign-up/email' },
  { method: 'GET', url: '/api/auth/email-check' },
  { method: 'GET', url: '/api/user/profile' },
  {
    method: 'PUT',
    url: '/api/user/profile',
    isValidChange: (b) => updateProfileRequestSchema.safeParse(b).success,
  },
  { method: 'GET', url: '/api/user/cvs' },
  { method: 'POST', url: '/api/user/cvs', isValidChange: (b) => saveCvRequestSchema.safeParse(b).success },
  { method: 'POST', url: '/api/user/consume-credits' },
  { method: 'POST', url: '/api/optimize-cv' },
  { method: 'POST', url: '/api/parse-cv' },
  { method: 'POST', url: '/api/extract-pdf' },
  // a valid link would be fetched (through the system's resolver): only the invalid bodies are sent
  {
    method: 'POST',
    url: '/api/job-offer/from-url',
    isValidChange: (b) => jobOfferFromUrlRequestSchema.safeParse(b).success,
  },
  { method: 'GET', url: '/api/payments/packs' },
  {
    method: 'POST',
    url: '/api/payments/create-payment-intent',
    isValidChange: (b) => [10, 100].includes((b as { amount?: unknown } | null)?.amount as number),
  },
  { method: 'POST', url: '/api/payments/confirm' },
  { method: 'POST', url: '/api/payments/confirm-payment-stripe' },
  { method: 'GET', url: '/api/payments/demo-checkout/x' },
  { method: 'POST', url: '/api/payments/demo-checkout/x' },
  { method: 'POST', url: '/api/admin/login' },
  { method: 'GET', url: '/api/admin/users' },
  { method: 'GET', url: '/api/admin/info' },
  { method: 'GET', url: '/api/config' },
  { method: 'GET', url: '/api/nothing-here' },
];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    '"; drop table "user"; --',
    '💥'.repeat(300),
  ),
  fc.integer({ min: 1, max: 60_000 }).map((n) => 'x'.repeat(n)),
);
const amount = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.double({ noNaN: true }),
  fc.constant(-1),
  fc.constant(0.5),
);
const jsonValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.record({ amount, session_id: hostileString }, { requiredKeys: [] }),
  fc.record(
    { cv_content: hostileString, job_description: hostileString, target_language: hostileString },
    { requiredKeys: [] },
  ),
  fc.record({ name: hostileString, email: hostileString, password: hostileString }, { requiredKeys: [] }),
  fc.record({ idToken: fc.anything(), password: fc.anything(), atsScore: amount }, { requiredKeys: [] }),
);
const payload = fc.oneof(
  jsonValue.map((v) => ({
    body: JSON.stringify(v) ?? 'null',
    value: v as unknown,
    type: 'application/json',
  })),
  hostileString.map((s) => ({ body: s, value: undefined as unknown, type: 'application/json' })),
  fc
    .uint8Array({ maxLength: 200 })
    .map((b) => ({ body: Buffer.from(b), value: undefined as unknown, type: 'application/json' })),
  fc.constant({
    body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    value: undefined as unknown,
    type: 'application/json',
  }),
  fc
    .record({
      body: hostileString,
      type: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=zz',
        'application/xml',
        'application/json; charset=latin1',
      ),
    })
    .map((p) => ({ ...p, value: undefined as unknown })),
);
const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(fc.constantFrom('email', 'limit', 'usersPage', 'page', 'session_id'), hostileString)
    .map((d) => `?${new URLSearchParams(d).toString()}`),
);

let t: TestApp;
let token: string;

async function checksum(): Promise<string[]> {
  const out: string[] = [];
  for (const table of TABLES) {
    const result = await t.testDb.handle.db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum from "${table}" t`,
      ),
    );
    const rows = (result as unknown as { rows: { sum: string }[] }).rows;
    out.push(`${table}=${rows[0]?.sum}`);
  }
  return out;
}

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_PASSWORD: 'a-long-admin-password-for-tests' });
  token = (await signUp(t.app, { name: 'Fuzz Target' })).token;
});
afterAll(async () => {
  await t?.close();
});

describe(`bad input on every route (${testDatabaseKind})`, () => {
  it(`never answers 5xx, always explains, and changes nothing (${targets.length * RUNS_PER_ROUTE} requests)`, {
    timeout: 600_000,
  }, async () => {
    const before = await checksum();
    let requests = 0;
    for (const target of targets) {
      await fc.assert(
        fc.asyncProperty(payload, query, fc.boolean(), async (p, q, signedIn) => {
          if (target.method !== 'GET' && target.isValidChange?.(p.value)) return;
          requests += 1;
          const response = await t.app.inject({
            method: target.method,
            url: `${target.url}${target.method === 'GET' ? q : ''}`,
            headers: {
              origin: APP_URL,
              ...(signedIn ? bearer(token) : {}),
              ...(target.method === 'GET' ? {} : { 'content-type': p.type }),
            },
            ...(target.method === 'GET' ? {} : { payload: p.body }),
          });
          expect(
            response.statusCode,
            `${target.method} ${target.url}: ${response.body.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (
            response.statusCode >= 400 &&
            !response.headers['content-type']?.toString().includes('text/html')
          ) {
            expect(typeof response.json().detail, `${target.method} ${target.url}`).toBe('string');
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    expect(requests).toBeGreaterThanOrEqual(5_000);
    expect(await checksum()).toEqual(before);
  });
});
