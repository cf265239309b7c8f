import { describe, expect, it } from 'vitest';
import { checkDemoCard } from './demo-card-check';

const now = new Date(2026, 5, 15); // 15 June 2026
const check = (cardNumber: string, expiry = '12/34', cvc = '123') =>
  checkDemoCard({ cardNumber, expiry, cvc }, now);

describe('demo checkout card rules', () => {
  it('pays with 4242 4242 4242 4242, spaced or not', () => {
    expect(check('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(check('4242-4242-4242-4242', '6/2026', '1234')).toEqual({ ok: true });
  });

  it('declines 4000 0000 0000 0002 and refuses other valid cards with 402', () => {
    expect(check('4000 0000 0000 0002')).toMatchObject({
      ok: false,
      status: 402,
      reason: 'declined',
    });
    expect(check('5555 5555 5555 4444')).toMatchObject({ ok: false, status: 402, reason: 'notDemoCard' });
  });

  it('refuses malformed input with 400 and a message for the field', () => {
    expect(check('4242 4242 4242 4241')).toMatchObject({ status: 400, reason: 'number' });
    expect(check('')).toMatchObject({ status: 400, reason: 'number' });
    expect(check('4242424242424242', '00/30')).toMatchObject({
      status: 400,
      reason: 'expiry',
    });
    expect(check('4242424242424242', '1230')).toMatchObject({ status: 400 });
    expect(check('4242424242424242', '05/26')).toMatchObject({
      status: 400,
      reason: 'expired',
    });
    expect(check('4242424242424242', '12/34', '12')).toMatchObject({
      status: 400,
      reason: 'cvc',
    });
  });
});
