import { describe, expect, it } from 'vitest';
import { isValidEmail, validateLogin, validateNewPassword, validateRegistration } from './validation';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('isValidEmail', () => {
  it.each(['ada@example.org', ' ada.l+cv@mail.example.fr ', 'a@b.co'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'ada', 'ada@', 'ada@example', '@example.org', 'ada @example.org', 'a@b@c.fr'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('validateLogin', () => {
  it('asks for a valid email, then a password', () => {
    expect(validateLogin({ email: 'nope', password: 'x' })).toBe('auth.errors.invalidEmail');
    expect(validateLogin({ email: 'ada@example.org', password: '' })).toBe('auth.errors.passwordRequired');
    expect(validateLogin({ email: 'ada@example.org', password: 'x' })).toBeNull();
  });
});

describe('validateRegistration', () => {
  it('accepts a complete, consistent form', () => {
    expect(validateRegistration(valid)).toBeNull();
  });

  it('requires every field (a blank name counts as empty)', () => {
    expect(validateRegistration({ ...valid, name: '   ' })).toBe('auth.errors.required');
    expect(validateRegistration({ ...valid, confirmPassword: '' })).toBe('auth.errors.required');
  });

  it('checks the email format before the passwords', () => {
    expect(validateRegistration({ ...valid, email: 'ada@', confirmPassword: 'other1' })).toBe(
      'auth.errors.invalidEmail',
    );
  });

  it('checks that the passwords match, then their length', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'secret2' })).toBe(
      'auth.errors.passwordMismatch',
    );
    expect(validateRegistration({ ...valid, password: 'abc12', confirmPassword: 'abc12' })).toBe(
      'auth.errors.passwordTooShort',
    );
    expect(validateRegistration({ ...valid, password: 'abc123', confirmPassword: 'abc123' })).toBeNull();
  });
});

describe('validateNewPassword', () => {
  it('wants both fields, matching, 6 to 128 characters', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toBe('auth.errors.required');
    expect(validateNewPassword({ password: 'secret1', confirmPassword: 'secret2' })).toBe(
      'auth.errors.passwordMismatch',
    );
    expect(validateNewPassword({ password: '12345', confirmPassword: '12345' })).toBe(
      'auth.errors.passwordTooShort',
    );
    const long = 'x'.repeat(129);
    expect(validateNewPassword({ password: long, confirmPassword: long })).toBe(
      'auth.errors.passwordTooLong',
    );
    expect(validateNewPassword({ password: '123456', confirmPassword: '123456' })).toBeNull();
  });
});
