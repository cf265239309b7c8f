import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkDeliverability,
  hasMxRecords,
  PrimaryCheckFailed,
  readServerAnswer,
} from './check-deliverability';

const mx = { Status: 0, Answer: [{ name: 'camille-dupont.fr', type: 15, data: '10 mx.camille-dupont.fr.' }] };
const serverSays = (deliverable: unknown) => ({ status: 'success', data: { deliverable, reason: 'ok' } });

afterEach(() => vi.restoreAllMocks());

describe('readServerAnswer', () => {
  it("accepts deliverable true or 'true'", () => {
    expect(readServerAnswer(serverSays(true))).toBe(true);
    expect(readServerAnswer(serverSays('true'))).toBe(true);
    expect(readServerAnswer(serverSays(false))).toBe(false);
  });
  it('treats anything but a success as a failed primary check', () => {
    expect(() => readServerAnswer({ status: 'error' })).toThrow(PrimaryCheckFailed);
    expect(() => readServerAnswer(null)).toThrow('Vérification principale échouée');
    expect(() => readServerAnswer('<html>')).toThrow(PrimaryCheckFailed);
  });
});

describe('hasMxRecords', () => {
  it('needs Status 0 and a non-empty Answer', () => {
    expect(hasMxRecords(mx)).toBe(true);
    expect(hasMxRecords({ Status: 0, Answer: [] })).toBe(false);
    expect(hasMxRecords({ Status: 3 })).toBe(false);
    expect(hasMxRecords(undefined)).toBe(false);
  });
});

describe('checkDeliverability', () => {
  it("trusts the server's answer and never asks the DNS-over-HTTPS resolver then", async () => {
    const lookupMx = vi.fn();
    await expect(
      checkDeliverability('a@mailinator.com', { askServer: async () => serverSays(false), lookupMx }),
    ).resolves.toBe(false);
    await expect(
      checkDeliverability('camille@camille-dupont.fr', { askServer: async () => serverSays(true), lookupMx }),
    ).resolves.toBe(true);
    expect(lookupMx).not.toHaveBeenCalled();
  });

  it('falls back to an MX lookup of the domain when the server cannot answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lookupMx = vi.fn(async () => mx);
    const down = async () => {
      throw new Error('offline');
    };
    await expect(
      checkDeliverability('Camille@Camille-Dupont.fr', { askServer: down, lookupMx }),
    ).resolves.toBe(true);
    expect(lookupMx).toHaveBeenCalledWith('camille-dupont.fr');
    // a non-success answer is a failure of the primary check too
    await expect(
      checkDeliverability('c@camille-dupont.fr', { askServer: async () => ({ status: 'error' }), lookupMx }),
    ).resolves.toBe(true);
  });

  it('refuses in the fallback: disposable or test patterns, no MX, and any error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down = async () => {
      throw new Error('offline');
    };
    const lookupMx = vi.fn(async () => mx);
    await expect(checkDeliverability('x@mailinator.com', { askServer: down, lookupMx })).resolves.toBe(false);
    await expect(checkDeliverability('test@camille-dupont.fr', { askServer: down, lookupMx })).resolves.toBe(
      false,
    );
    expect(lookupMx).not.toHaveBeenCalled();
    await expect(
      checkDeliverability('c@nowhere.fr', { askServer: down, lookupMx: async () => ({ Status: 3 }) }),
    ).resolves.toBe(false);
    await expect(
      checkDeliverability('c@nowhere.fr', {
        askServer: down,
        lookupMx: async () => {
          throw new Error('blocked');
        },
      }),
    ).resolves.toBe(false);
  });
});
