import type { ParsedCv } from '@cv/contracts';
import type { CvTruth } from '../fixtures-truth';

/**
 * Whether the parser found what the file holds. A field is right when the expected value appears in the
 * parsed field (name: equal, ignoring case and spacing; e-mail: inside the contact line; phone: its digits
 * inside the contact line's digits), or when the file has none and the parser found none.
 */

export type FieldCheck = 'found' | 'missed' | 'none (right)' | 'invented';

const fold = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
const digits = (s: string) => s.replace(/\D/g, '');

function check(expected: string | null, present: boolean, foundSomething: boolean): FieldCheck {
  if (expected === null) return foundSomething ? 'invented' : 'none (right)';
  return present ? 'found' : 'missed';
}

export interface ParsedFieldsCheck {
  name: FieldCheck;
  email: FieldCheck;
  phone: FieldCheck;
  parsedName: string;
  experiencesExpected: number;
  experiencesFound: number;
}

export function checkParsedFields(cv: ParsedCv, truth: CvTruth): ParsedFieldsCheck {
  const contact = fold(cv.contact);
  const contactDigits = digits(cv.contact);
  return {
    name: check(truth.name, truth.name !== null && fold(cv.name) === fold(truth.name), cv.name.trim() !== ''),
    email: check(
      truth.email,
      truth.email !== null && contact.includes(fold(truth.email)),
      contact.includes('@'),
    ),
    phone: check(
      truth.phone,
      truth.phone !== null && contactDigits.includes(digits(truth.phone)),
      contactDigits.length >= 8,
    ),
    parsedName: cv.name,
    experiencesExpected: truth.experiences,
    experiencesFound: cv.experience.length,
  };
}

export const isRight = (c: FieldCheck): boolean => c === 'found' || c === 'none (right)';
