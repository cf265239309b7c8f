import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/config';
import { startFakeDnsServer } from '../../../test/fake-dns-server';
import { buildTestApp, type TestApp } from '../../../test/helper';

let dns: Awaited<ReturnType<typeof startFakeDnsServer>>;
let t: TestApp;
beforeAll(async () => {
  dns = await startFakeDnsServer(['camille-dupont.fr', 'gmail.com']);
  t = await buildTestApp({ DNS_SERVERS: dns.server });
});
afterAll(async () => {
  await t?.close();
  await dns?.close();
});

const check = async (app: TestApp, email: string) =>
  (
    await app.app.inject({ method: 'GET', url: `/api/auth/email-check?email=${encodeURIComponent(email)}` })
  ).json();

describe(`email deliverability (${testDatabaseKind})`, () => {
  it('accepts an address whose domain has a mail server', async () => {
    expect(await check(t, 'Camille@Camille-Dupont.fr')).toEqual({
      status: 'success',
      data: { deliverable: true, reason: 'ok' },
    });
  });

  it('refuses a domain without a mail server', async () => {
    expect((await check(t, 'jean@no-mail-here.fr')).data).toEqual({ deliverable: false, reason: 'no_mx' });
  });

  it('refuses disposable and test addresses before any lookup', async () => {
    for (const email of [
      'x@mailinator.com',
      'anna@yopmail.com',
      'test@gmail.com',
      'a@sub.guerrillamail.com',
    ]) {
      expect((await check(t, email)).data, email).toEqual({ deliverable: false, reason: 'disposable' });
    }
    expect((await check(t, 'contest@gmail.com')).data.deliverable).toBe(true);
  });

  it("does not believe a resolver that knows no domain at all (a closed network): 'unverified'", async () => {
    const liar = await startFakeDnsServer([]);
    const closed = await buildTestApp({ DNS_SERVERS: liar.server });
    try {
      expect((await check(closed, 'camille@camille-dupont.fr')).data).toEqual({
        deliverable: true,
        reason: 'unverified',
      });
    } finally {
      await closed.close();
      await liar.close();
    }
  });

  it('refuses a malformed address', async () => {
    expect((await check(t, 'not-an-email')).data).toEqual({ deliverable: false, reason: 'invalid_format' });
  });

  it('answers 400 without the email parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/email-check' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it("lets an address through as 'unverified' when DNS cannot be reached (D3)", async () => {
    // a UDP port that answers nothing: the lookup times out
    const silent = createSocket('udp4');
    await new Promise<void>((r) => silent.bind(0, '127.0.0.1', r));
    const offline = await buildTestApp({
      DNS_SERVERS: `127.0.0.1:${(silent.address() as AddressInfo).port}`,
    });
    try {
      expect((await check(offline, 'camille@camille-dupont.fr')).data).toEqual({
        deliverable: true,
        reason: 'unverified',
      });
    } finally {
      await offline.close();
      silent.close();
    }
  });
});
