import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import { type FakeSmtpServer, startFakeSmtpServer } from '../../../test/fake-smtp-server';
import { APP_URL, bearer, buildTestApp, signUp, type TestApp } from '../../../test/helper';

// Password reset and email-link sign-in (issue 5, decision D1): without SMTP in demo mode each email is a
// file in DATA_DIR/outbox; with SMTP_URL it really travels over SMTP; in production without SMTP the flows
// are off. Google/GitHub: the redirect to the provider (its token endpoint cannot be pointed here).

let client = 0;
/** One client address per request group, so that the per-client email limits (5 a minute) never trip. */
const nextClient = () => `10.7.0.${++client}`;

function inject(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = { origin: APP_URL },
) {
  return t.app.inject({ method, url, payload, remoteAddress: nextClient(), headers });
}

interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  link: string;
}

function readOutbox(dataDir: string): OutboxEmail[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxEmail);
}

const cookieOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');

describe(`email flows in demo mode, no SMTP (${testDatabaseKind})`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cv-outbox-'));
    t = await buildTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const emailsTo = (address: string) => readOutbox(dataDir).filter((e) => e.to === address);

  it('offers the email flows to the browser, not Google or GitHub', async () => {
    const features = (await inject(t, 'GET', '/api/config')).json().features;
    expect(features).toMatchObject({ emailLink: true, passwordReset: true, google: false, github: false });
  });

  it("writes the emails in the interface's language the client sends (English), French otherwise", async () => {
    const account = await signUp(t.app, { email: `english.${Date.now()}@camille-dupont.fr` });
    const english = { origin: APP_URL, 'accept-language': 'en' };
    await inject(t, 'POST', '/api/auth/request-password-reset', { email: account.email }, english);
    await inject(t, 'POST', '/api/auth/sign-in/magic-link', { email: account.email }, english);
    await inject(
      t,
      'POST',
      '/api/auth/request-password-reset',
      { email: account.email },
      {
        origin: APP_URL,
        'accept-language': 'nl-BE,nl;q=0.9',
      },
    );
    expect(emailsTo(account.email).map((email) => email.subject)).toEqual([
      'CV Sur Mesure: reset your password',
      'CV Sur Mesure: your sign-in link',
      'CV Sur Mesure : réinitialisation de votre mot de passe',
    ]);
  });

  it('resets a password through the link written to the outbox; the old password and sessions end', async () => {
    const account = await signUp(t.app, { email: `reset.${Date.now()}@camille-dupont.fr` });
    const asked = await inject(t, 'POST', '/api/auth/request-password-reset', { email: account.email });
    expect(asked.statusCode).toBe(200);

    const [email, ...more] = emailsTo(account.email);
    expect(more).toEqual([]);
    expect(email?.subject).toBe('CV Sur Mesure : réinitialisation de votre mot de passe');
    const link = new URL(email!.link);
    expect(link.origin + link.pathname).toBe(`${APP_URL}/`);
    expect(email!.text).toContain(email!.link);
    const token = link.searchParams.get('reset-token')!;

    const reset = await inject(t, 'POST', '/api/auth/reset-password', {
      token,
      newPassword: 'nouveau-secret',
    });
    expect(reset.statusCode).toBe(200);

    const signIn = (password: string) =>
      inject(t, 'POST', '/api/auth/sign-in/email', { email: account.email, password });
    expect((await signIn(account.password)).statusCode).toBe(401);
    expect((await signIn('nouveau-secret')).statusCode).toBe(200);
    const before = await inject(t, 'POST', '/api/auth/validate', { idToken: account.token });
    expect(before.statusCode).toBe(401);

    const again = await inject(t, 'POST', '/api/auth/reset-password', {
      token,
      newPassword: 'troisieme-secret',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.');
  });

  it('keeps the reset rules of registration: a new password of 5 characters is refused', async () => {
    const account = await signUp(t.app, { email: `short.${Date.now()}@camille-dupont.fr` });
    await inject(t, 'POST', '/api/auth/request-password-reset', { email: account.email });
    const token = new URL(emailsTo(account.email)[0]!.link).searchParams.get('reset-token');
    const reset = await inject(t, 'POST', '/api/auth/reset-password', { token, newPassword: '12345' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().detail).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const nobody = `nobody.${Date.now()}@camille-dupont.fr`;
    const reset = await inject(t, 'POST', '/api/auth/request-password-reset', { email: nobody });
    const link = await inject(t, 'POST', '/api/auth/sign-in/magic-link', { email: nobody });
    const account = await signUp(t.app, { email: `known.${Date.now()}@camille-dupont.fr` });
    const known = await inject(t, 'POST', '/api/auth/request-password-reset', { email: account.email });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual(known.json());
    expect(link.statusCode).toBe(200);
    expect(emailsTo(nobody)).toEqual([]);
  });

  it('signs in with the emailed link: the link sets the session cookie and lands on the app', async () => {
    const account = await signUp(t.app, { email: `link.${Date.now()}@camille-dupont.fr` });
    const asked = await inject(t, 'POST', '/api/auth/sign-in/magic-link', {
      email: account.email,
      callbackURL: '/?signed-in=link',
    });
    expect(asked.statusCode).toBe(200);
    const [email] = emailsTo(account.email);
    expect(email?.subject).toBe('CV Sur Mesure : votre lien de connexion');
    const link = new URL(email!.link);
    expect(link.origin).toBe(APP_URL);

    // Opened from a mail client: a plain navigation, no Origin header.
    const followed = await inject(t, 'GET', link.pathname + link.search, undefined, {});
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(`${APP_URL}/?signed-in=link`);
    const cookie = cookieOf(followed.headers['set-cookie']);
    expect(cookie).toContain('session_token');

    // What the browser does on landing: the cookie's session, its token for the bearer-token client.
    const session = await inject(t, 'GET', '/api/auth/get-session', undefined, { cookie });
    expect(session.json().user.email).toBe(account.email);
    const validated = await inject(t, 'POST', '/api/auth/validate', {
      idToken: session.json().session.token,
    });
    expect(validated.json().user.email).toBe(account.email);

    const reused = await inject(t, 'GET', link.pathname + link.search, undefined, {});
    expect(reused.statusCode).toBe(302);
    expect(reused.headers.location).toContain('error=INVALID_TOKEN');
  });

  it('the first link proves the mailbox: a password set before it (by anyone) and older sessions end', async () => {
    // better-auth's guard against an account pre-registered with someone else's address: the owner who
    // proves the mailbox does not inherit a password or session that predates the proof.
    const account = await signUp(t.app, { email: `proof.${Date.now()}@camille-dupont.fr` });
    await inject(t, 'POST', '/api/auth/sign-in/magic-link', { email: account.email });
    const link = new URL(emailsTo(account.email)[0]!.link);
    expect((await inject(t, 'GET', link.pathname + link.search, undefined, {})).statusCode).toBe(302);
    const old = await inject(t, 'POST', '/api/auth/validate', { idToken: account.token });
    expect(old.statusCode).toBe(401);
    const password = { email: account.email, password: account.password };
    expect((await inject(t, 'POST', '/api/auth/sign-in/email', password)).statusCode).toBe(401);
  });
});

describe(`changing the account's email address (${testDatabaseKind})`, () => {
  // Issue 17, finding 2: an account proven once must not take someone else's address and keep it marked
  // as proven; the address changes only when the link sent to the new address is opened.
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cv-outbox-'));
    t = await buildTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const emailsTo = (address: string) => readOutbox(dataDir).filter((e) => e.to === address);
  const withToken = (token: string, more: Record<string, string> = {}) => ({
    origin: APP_URL,
    authorization: `Bearer ${token}`,
    ...more,
  });
  const profileOf = async (token: string) =>
    (await inject(t, 'GET', '/api/user/profile', undefined, withToken(token))).json();

  /** An account whose address was proven once, by an email-link sign-in; its bearer token after that. */
  async function provenAccount(label: string) {
    const account = await signUp(t.app, { email: `${label}.${Date.now()}@camille-dupont.fr` });
    await inject(t, 'POST', '/api/auth/sign-in/magic-link', { email: account.email });
    const link = new URL(emailsTo(account.email).at(-1)!.link);
    const followed = await inject(t, 'GET', link.pathname + link.search, undefined, {});
    const cookie = cookieOf(followed.headers['set-cookie']);
    const session = await inject(t, 'GET', '/api/auth/get-session', undefined, { cookie });
    expect(session.json().user.emailVerified).toBe(true);
    return { ...account, token: session.json().session.token as string };
  }

  it("does not take someone else's address: it stays the old one, proven, and the owner can still register", async () => {
    const squatter = await provenAccount('squatter');
    const victim = `victim.${Date.now()}@camille-dupont.fr`;
    // As an API client would: the bearer token alone, no Origin header.
    const put = await inject(t, 'PUT', '/api/user/profile', { email: victim }, bearer(squatter.token));
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ email: squatter.email, pendingEmail: victim });
    expect((await profileOf(squatter.token)).email).toBe(squatter.email);

    // The link went to the new address, which the squatter cannot read.
    const [confirmation, ...more] = emailsTo(victim);
    expect(more).toEqual([]);
    expect(confirmation?.subject).toBe('CV Sur Mesure : confirmez votre nouvelle adresse email');
    expect(confirmation?.text).toContain(
      "Tant que le lien n'est pas ouvert, le compte garde son adresse actuelle.",
    );

    const registered = await inject(t, 'POST', '/api/auth/sign-up/email', {
      name: 'Victime',
      email: victim,
      password: 'secret123',
    });
    expect(registered.statusCode).toBe(200);
    // And the owner's own email-link sign-in lands in the owner's account.
    await inject(t, 'POST', '/api/auth/sign-in/magic-link', { email: victim });
    const link = new URL(emailsTo(victim).at(-1)!.link);
    const followed = await inject(t, 'GET', link.pathname + link.search, undefined, {});
    const session = await inject(t, 'GET', '/api/auth/get-session', undefined, {
      cookie: cookieOf(followed.headers['set-cookie']),
    });
    expect(session.json().user.id).toBe(registered.json().user.id);

    // The squatter's link, opened late, cannot take the address now owned by someone else.
    const late = new URL(confirmation!.link);
    const opened = await inject(t, 'GET', late.pathname + late.search, undefined, {});
    expect(opened.statusCode).toBeLessThan(500);
    expect((await profileOf(squatter.token)).email).toBe(squatter.email);
  });

  it('changes the address when the link sent to it is opened; the new address signs in, the link works once', async () => {
    const account = await provenAccount('mover');
    const name = `Nouveau nom ${Date.now()}`;
    const newEmail = `moved.${Date.now()}@camille-dupont.fr`;
    const english = withToken(account.token, { 'accept-language': 'en' });
    const put = await inject(t, 'PUT', '/api/user/profile', { name, email: newEmail.toUpperCase() }, english);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name, email: account.email, pendingEmail: newEmail });
    const [confirmation] = emailsTo(newEmail);
    expect(confirmation?.subject).toBe('CV Sur Mesure: confirm your new email address');

    // Opened from a mail client: a plain navigation, no session, no Origin header.
    const link = new URL(confirmation!.link);
    const opened = await inject(t, 'GET', link.pathname + link.search, undefined, {});
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/?email-changed=1');
    expect(await profileOf(account.token)).toMatchObject({ name, email: newEmail });

    // The new address signs in to this account; the old one is no account's any more.
    await inject(t, 'POST', '/api/auth/sign-in/magic-link', { email: newEmail });
    const signInLink = new URL(emailsTo(newEmail).at(-1)!.link);
    const followed = await inject(t, 'GET', signInLink.pathname + signInLink.search, undefined, {});
    const session = await inject(t, 'GET', '/api/auth/get-session', undefined, {
      cookie: cookieOf(followed.headers['set-cookie']),
    });
    expect(session.json().user).toMatchObject({ id: account.userId, email: newEmail, emailVerified: true });
    const before = emailsTo(account.email).length;
    await inject(t, 'POST', '/api/auth/sign-in/magic-link', { email: account.email });
    expect(emailsTo(account.email)).toHaveLength(before);
    const again = await inject(t, 'GET', link.pathname + link.search, undefined, {});
    expect(again.headers.location).toContain('error=');
  });

  it('answers an address already used as a free one; its owner is told, and no link can move it (issue 21)', async () => {
    const a = await signUp(t.app, { email: `first.${Date.now()}@camille-dupont.fr` });
    const b = await signUp(t.app, { email: `second.${Date.now()}@camille-dupont.fr` });
    const put = await inject(t, 'PUT', '/api/user/profile', { email: a.email }, withToken(b.token));
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ email: b.email, pendingEmail: a.email });
    const [notice, ...more] = emailsTo(a.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('CV Sur Mesure : votre adresse email a été proposée pour un autre compte');
    expect(notice?.text).toContain("rien n'a changé");
    // Its one link is the application itself: nothing in it confirms anything.
    expect(notice?.link).toBe(`${APP_URL}/`);
    expect((await profileOf(a.token)).email).toBe(a.email);
    expect((await profileOf(b.token)).email).toBe(b.email);
  });

  it('offers no bare verification email (it would prove an address without ending a password set before)', async () => {
    const account = await signUp(t.app, { email: `verify.${Date.now()}@camille-dupont.fr` });
    const asked = await inject(t, 'POST', '/api/auth/send-verification-email', { email: account.email });
    expect(asked.statusCode).toBe(404);
    expect(emailsTo(account.email)).toEqual([]);
  });
});

describe(`email flows with SMTP_URL (${testDatabaseKind})`, () => {
  let t: TestApp;
  let smtp: FakeSmtpServer;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    dataDir = mkdtempSync(join(tmpdir(), 'cv-outbox-'));
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'CV Sur Mesure <bonjour@camille-dupont.fr>',
      DATA_DIR: dataDir,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the reset email over SMTP, from EMAIL_FROM, with a link that works; nothing in the outbox', async () => {
    const account = await signUp(t.app, { email: `smtp.${Date.now()}@camille-dupont.fr` });
    const asked = await inject(t, 'POST', '/api/auth/request-password-reset', { email: account.email });
    expect(asked.statusCode).toBe(200);

    // The answer does not wait for the SMTP round trip (it would tell which addresses have an account).
    await expect.poll(() => smtp.received.some((m) => m.envelopeTo.includes(account.email))).toBe(true);
    const mail = smtp.received.find((m) => m.envelopeTo.includes(account.email));
    expect(mail?.from?.text).toBe('"CV Sur Mesure" <bonjour@camille-dupont.fr>');
    expect(mail?.subject).toBe('CV Sur Mesure : réinitialisation de votre mot de passe');
    const href = mail?.text?.match(/https?:\/\/\S+/)?.[0];
    const token = new URL(href!).searchParams.get('reset-token');
    const reset = await inject(t, 'POST', '/api/auth/reset-password', { token, newPassword: 'via-smtp-123' });
    expect(reset.statusCode).toBe(200);
    expect(readOutbox(dataDir)).toEqual([]);
  });
});

describe(`production without SMTP (${testDatabaseKind})`, () => {
  const appUrl = 'https://cv.camille-dupont.fr';
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      NODE_ENV: 'production',
      APP_URL: appUrl,
      AUTH_SECRET: 'production-secret-'.repeat(3),
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_unused',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hides every email flow and refuses their routes with a clear detail', async () => {
    const features = (await inject(t, 'GET', '/api/config')).json().features;
    expect(features).toMatchObject({ emailLink: false, passwordReset: false, google: false, github: false });

    const headers = { origin: appUrl };
    const email = 'someone@camille-dupont.fr';
    const reset = await inject(t, 'POST', '/api/auth/request-password-reset', { email }, headers);
    expect(reset.statusCode).toBe(400);
    expect(reset.json().detail).toBe(
      "La réinitialisation du mot de passe n'est pas disponible sur ce serveur",
    );
    const link = await inject(t, 'POST', '/api/auth/sign-in/magic-link', { email }, headers);
    expect(link.statusCode).toBe(404);
    expect(link.json().detail).toBe("La connexion par lien email n'est pas disponible sur ce serveur");
    const social = await inject(t, 'POST', '/api/auth/sign-in/social', { provider: 'google' }, headers);
    expect(social.statusCode).toBe(404);
    expect(social.json().detail).toBe("Ce mode de connexion n'est pas disponible sur ce serveur");
  });

  it('refuses an email change (no link could confirm it) and saves nothing, but renames', async () => {
    const email = () => `elsewhere.${Date.now()}@camille-dupont.fr`;
    const address = `prod.${Date.now()}@camille-dupont.fr`;
    const registered = await inject(
      t,
      'POST',
      '/api/auth/sign-up/email',
      { name: 'Prod', email: address, password: 'secret123' },
      { origin: appUrl },
    );
    const headers = { origin: appUrl, authorization: `Bearer ${registered.json().token}` };
    const moved = await inject(t, 'PUT', '/api/user/profile', { name: 'Autre', email: email() }, headers);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().detail).toBe(
      "Le changement d'adresse email n'est pas disponible sur ce serveur (aucun email ne peut y être envoyé).",
    );
    const renamed = await inject(t, 'PUT', '/api/user/profile', { name: 'Autre' }, headers);
    expect(renamed.json()).toMatchObject({ name: 'Autre', email: address, pendingEmail: null });
  });
});

describe(`Google and GitHub sign-in with their client ids (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      GOOGLE_CLIENT_ID: 'google-client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GITHUB_CLIENT_ID: 'github-client-id',
      GITHUB_CLIENT_SECRET: 'github-secret',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows both buttons', async () => {
    const features = (await inject(t, 'GET', '/api/config')).json().features;
    expect(features).toMatchObject({ google: true, github: true });
  });

  it.each([
    ['google', 'https://accounts.google.com/o/oauth2/v2/auth', 'google-client-id.apps.googleusercontent.com'],
    ['github', 'https://github.com/login/oauth/authorize', 'github-client-id'],
  ])('sends the browser to %s with our client id and our callback', async (provider, authorize, clientId) => {
    const response = await inject(t, 'POST', '/api/auth/sign-in/social', {
      provider,
      callbackURL: '/?signed-in=social',
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(url.origin + url.pathname).toBe(authorize);
    expect(url.searchParams.get('client_id')).toBe(clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_URL}/api/auth/callback/${provider}`);
    expect(url.searchParams.get('state')).toEqual(expect.any(String));
    // The state cookie ties the provider's answer to this browser.
    expect(cookieOf(response.headers['set-cookie'])).not.toBe('');
  });

  it('refuses a callback URL on another site', async () => {
    const response = await inject(t, 'POST', '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: 'https://evil.example.net/',
    });
    expect(response.statusCode).toBe(403);
  });
});
