import { describe, expect, it } from 'vitest';
import { adminSessionKey, passwordMatches, signAdminSession, verifyAdminSession } from './admin-session';

const key = adminSessionKey('s'.repeat(48), 'admin-password-123');

describe('admin session tokens', () => {
  it('accepts its own token until it expires', () => {
    const token = signAdminSession(key, 2_000);
    expect(verifyAdminSession(key, token, 1_999)).toBe(true);
    expect(verifyAdminSession(key, token, 2_000)).toBe(false);
  });

  it('refuses a token signed for another password or secret, or edited', () => {
    const token = signAdminSession(key, 2_000);
    expect(verifyAdminSession(adminSessionKey('s'.repeat(48), 'another-password'), token, 0)).toBe(false);
    expect(verifyAdminSession(adminSessionKey('t'.repeat(48), 'admin-password-123'), token, 0)).toBe(false);
    expect(verifyAdminSession(key, token.replace(/^2000/, '9000'), 0)).toBe(false);
    expect(verifyAdminSession(key, `${token}x`, 0)).toBe(false);
    expect(verifyAdminSession(key, undefined, 0)).toBe(false);
  });

  it('compares passwords whatever their lengths', () => {
    expect(passwordMatches('admin-password-123', 'admin-password-123')).toBe(true);
    expect(passwordMatches('admin', 'admin-password-123')).toBe(false);
    expect(passwordMatches('', 'admin-password-123')).toBe(false);
  });
});
