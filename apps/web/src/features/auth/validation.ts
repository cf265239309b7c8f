/** Spec §5: the client-side checks of the login and registration forms, as translation keys. */
export const MIN_PASSWORD_LENGTH = 6;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export type LoginErrorKey = 'auth.errors.invalidEmail' | 'auth.errors.passwordRequired';

export function validateLogin(input: { email: string; password: string }): LoginErrorKey | null {
  if (!isValidEmail(input.email)) return 'auth.errors.invalidEmail';
  if (input.password === '') return 'auth.errors.passwordRequired';
  return null;
}

export type RegistrationErrorKey =
  | 'auth.errors.required'
  | 'auth.errors.invalidEmail'
  | 'auth.errors.passwordMismatch'
  | 'auth.errors.passwordTooShort';

export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Order of the spec: everything filled, email format, passwords match, then minimum length. */
export function validateRegistration(input: RegistrationInput): RegistrationErrorKey | null {
  if (!input.name.trim() || !input.email.trim() || !input.password || !input.confirmPassword) {
    return 'auth.errors.required';
  }
  if (!isValidEmail(input.email)) return 'auth.errors.invalidEmail';
  if (input.password !== input.confirmPassword) return 'auth.errors.passwordMismatch';
  if (input.password.length < MIN_PASSWORD_LENGTH) return 'auth.errors.passwordTooShort';
  return null;
}

export const MAX_PASSWORD_LENGTH = 128;

export type NewPasswordErrorKey =
  | 'auth.errors.required'
  | 'auth.errors.passwordMismatch'
  | 'auth.errors.passwordTooShort'
  | 'auth.errors.passwordTooLong';

/** The reset form: the same rules and messages as registration's passwords, and the server's maximum. */
export function validateNewPassword(input: {
  password: string;
  confirmPassword: string;
}): NewPasswordErrorKey | null {
  if (!input.password || !input.confirmPassword) return 'auth.errors.required';
  if (input.password !== input.confirmPassword) return 'auth.errors.passwordMismatch';
  if (input.password.length < MIN_PASSWORD_LENGTH) return 'auth.errors.passwordTooShort';
  if (input.password.length > MAX_PASSWORD_LENGTH) return 'auth.errors.passwordTooLong';
  return null;
}
