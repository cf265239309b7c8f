import { describe, expect, it } from 'vitest';
import { readAuthRedirect, withoutAuthRedirect } from './auth-redirect';

describe('readAuthRedirect', () => {
  it('finds the token of a reset email', () => {
    expect(readAuthRedirect('?reset-token=abc123')).toEqual({
      resetToken: 'abc123',
      signedIn: false,
      emailChanged: false,
      error: null,
    });
  });

  it('knows a sign-in by link or provider, and its failure', () => {
    expect(readAuthRedirect('?signed-in=link')).toMatchObject({ signedIn: true, error: null });
    expect(readAuthRedirect('?signed-in=link&error=INVALID_TOKEN')).toMatchObject({
      signedIn: false,
      error: 'INVALID_TOKEN',
    });
  });

  it('knows the landing of an email-change link, and its failure', () => {
    expect(readAuthRedirect('?email-changed=1')).toMatchObject({ emailChanged: true, error: null });
    expect(readAuthRedirect('?email-changed=1&error=INVALID_TOKEN')).toMatchObject({
      emailChanged: false,
      error: 'INVALID_TOKEN',
    });
    expect(withoutAuthRedirect('http://h/?email-changed=1&error=TOKEN_EXPIRED')).toBe('/');
  });

  it('ignores an error parameter of some other page', () => {
    expect(readAuthRedirect('?error=x')).toEqual({
      resetToken: null,
      signedIn: false,
      emailChanged: false,
      error: null,
    });
  });
});

describe('withoutAuthRedirect', () => {
  it('drops only the parameters it owns', () => {
    expect(withoutAuthRedirect('http://h/?signed-in=google&error=access_denied&lang=en#top')).toBe(
      '/?lang=en#top',
    );
    expect(withoutAuthRedirect('http://h/?reset-token=abc')).toBe('/');
  });
});
