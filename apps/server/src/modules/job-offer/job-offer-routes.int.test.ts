import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeJobSites, testResolver } from '../../../test/fake-job-sites';
import { bearer, buildTestApp, signUp, type TestApp } from '../../../test/helper';
import { SAVED_JOB_LINKS, savedJobAnswers, savedJobHosts } from '../../../test/saved-job-sites';

/**
 * POST /api/job-offer/from-url through the whole app (issue 27): signed in only, counted per account,
 * a clear French `{ detail }` for each refusal, nothing stored. Every site is the loopback server; names
 * reach it through the injected resolver only.
 */
let sites: Awaited<ReturnType<typeof startFakeJobSites>>;
let t: TestApp;
const dns = testResolver({
  ...savedJobHosts(),
  'intranet.test': ['10.0.0.7'],
  'forbidden.test': ['127.0.0.1'],
});

const TABLES = ['user', 'session', 'account', 'verification', 'credit_ledger', 'generated_cvs', 'payments'];
async function tableCounts(app: TestApp) {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = await app.testDb.handle.db.execute(sql.raw(`select count(*)::int as n from "${table}"`));
    counts[table] = Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }
  return counts;
}

beforeAll(async () => {
  sites = await startFakeJobSites({
    ...savedJobAnswers(),
    'forbidden.test/offre': { status: 403, body: 'Access denied' },
    'forbidden.test/slow': (_request, response) => {
      setTimeout(() => response.writeHead(404).end(), 400);
    },
  });
  t = await buildTestApp({}, { jobFetch: { resolve: dns.resolve, testOnlyLoopbackPort: sites.port } });
});
afterAll(async () => {
  await t.close();
  await sites.close();
});

const fromUrl = (token: string | null, url: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/job-offer/from-url',
    headers: token ? bearer(token) : {},
    payload: { url },
  });

describe('POST /api/job-offer/from-url', () => {
  it('answers a signed-in user with the offer read from its link, and keeps nothing', async () => {
    const { token } = await signUp(t.app);
    const before = await tableCounts(t);
    const response = await fromUrl(token, SAVED_JOB_LINKS.jsonLd);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Data engineer confirmé (H/F)',
      employer: 'Verdanne Énergies',
      location: 'Lyon, Auvergne-Rhône-Alpes, FR',
      source: 'json-ld',
    });
    expect(response.json().text).toContain('- Python, SQL, Terraform');
    expect(await tableCounts(t)).toEqual(before);
  });

  it('refuses a visitor before reading anything', async () => {
    const connections = sites.connections();
    const response = await fromUrl(null, SAVED_JOB_LINKS.jsonLd);
    expect(response.statusCode).toBe(401);
    expect(sites.connections()).toBe(connections);
  });

  it.each([
    ['', 400, undefined, "Collez le lien de l'offre."],
    ['pas un lien', 400, 'invalid-url', "Ce lien n'est pas une adresse web valide"],
    ['ftp://offres.test/a.txt', 400, 'scheme', 'Seuls les liens http:// et https://'],
    ['https://moi:secret@offres.test/a', 400, 'credentials', 'identifiant ou un mot de passe'],
    ['https://offres.test:8443/a', 400, 'port', 'ports web habituels (80 et 443)'],
    ['https://intranet.test/rh', 422, 'private', 'réseau privé'],
    ['http://169.254.169.254/latest/meta-data/', 422, 'link-local', 'métadonnées'],
    ['https://nowhere.test/offre', 422, 'unknown-host', 'Ce site est introuvable'],
    [
      'https://forbidden.test/offre',
      422,
      'blocked',
      'Ce site ne permet pas de lire ses offres : collez le texte',
    ],
  ])('refuses %j with %i, code %s, and says why in French', async (url, status, code, detail) => {
    const { token } = await signUp(t.app);
    const response = await fromUrl(token, url);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    expect(response.json().detail).toContain(detail);
  });

  it('refuses a body without a link, or a link of more than 2 048 characters', async () => {
    const { token } = await signUp(t.app);
    expect((await fromUrl(token, undefined)).statusCode).toBe(400);
    const long = await fromUrl(token, `https://offres.test/${'a'.repeat(2_100)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toBe('Ce lien est trop long (2 048 caractères au plus).');
  });

  it('counts links per account: the eleventh in a minute is refused, another account goes on', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    for (let i = 0; i < 10; i += 1)
      expect((await fromUrl(first.token, 'ftp://x.test/')).statusCode).toBe(400);
    const eleventh = await fromUrl(first.token, SAVED_JOB_LINKS.jsonLd);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().detail).toBe(
      'Vous avez lu 10 liens en une minute : attendez un instant ou collez le texte.',
    );
    expect((await fromUrl(second.token, SAVED_JOB_LINKS.microdata)).statusCode).toBe(200);
  });

  it('reads one link at a time per account', async () => {
    const { token } = await signUp(t.app);
    const slow = fromUrl(token, 'https://forbidden.test/slow');
    await expect.poll(() => sites.requests.some((request) => request.path === '/slow')).toBe(true);
    const second = await fromUrl(token, SAVED_JOB_LINKS.jsonLd);
    expect((await slow).statusCode).toBe(422);
    expect(second.statusCode).toBe(429);
    expect(second.json().detail).toBe('Un lien est déjà en cours de lecture : attendez son résultat.');
  });
});

describe('the settings', () => {
  it('JOB_FETCH=false takes the route away and tells the browser', async () => {
    const off = await buildTestApp({ JOB_FETCH: 'false' });
    try {
      const { token } = await signUp(off.app);
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/job-offer/from-url',
        headers: bearer(token),
        payload: { url: SAVED_JOB_LINKS.jsonLd },
      });
      expect(response.statusCode).toBe(404);
      const config = await off.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().features.jobFetch).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().features.jobFetch).toBe(true);
    } finally {
      await off.close();
    }
  });

  it("follows the operator's allow list, before any connection", async () => {
    const listed = await buildTestApp(
      { JOB_FETCH_ALLOWED_HOSTS: 'greenhouse.io, lever.co' },
      { jobFetch: { resolve: dns.resolve, testOnlyLoopbackPort: sites.port } },
    );
    try {
      const { token } = await signUp(listed.app);
      const connections = sites.connections();
      const refused = await listed.app.inject({
        method: 'POST',
        url: '/api/job-offer/from-url',
        headers: bearer(token),
        payload: { url: SAVED_JOB_LINKS.jsonLd },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toContain("Ce site n'est pas autorisé");
      expect(sites.connections()).toBe(connections);
      const allowed = await listed.app.inject({
        method: 'POST',
        url: '/api/job-offer/from-url',
        headers: bearer(token),
        payload: { url: SAVED_JOB_LINKS.greenhouse },
      });
      expect(allowed.json()).toMatchObject({ source: 'greenhouse', employer: 'Northwind Labs' });
    } finally {
      await listed.close();
    }
  });
});
