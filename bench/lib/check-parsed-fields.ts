import type { ParsedCv } from '@cv/contracts';
import { companiesFound, type ExpectedCv } from './expected-cvs';

/**
 * Whether the parser found what the file holds. A field is right when the expected value appears in the
 * parsed field (name: equal, ignoring case and spacing; e-mail: inside the contact line; phone: its digits
 * inside the contact line's digits), or when the file has none and the parser found none. 'not recorded':
 * the expected value is unknown (fidelity-truth.json absent, or no row in fixtures-truth.ts).
 */

export type FieldCheck = 'found' | 'missed' | 'none (right)' | 'invented' | 'not recorded';

const fold = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
const digits = (s: string) => s.replace(/\D/g, '');

function check(expected: string | null | undefined, present: boolean, foundSomething: boolean): FieldCheck {
  if (expected === undefined) return 'not recorded';
  if (expected === null) return foundSomething ? 'invented' : 'none (right)';
  return present ? 'found' : 'missed';
}

export interface ParsedFieldsCheck {
  name: FieldCheck;
  email: FieldCheck;
  phone: FieldCheck;
  parsedName: string;
  /** null: not recorded. */
  experiencesExpected: number | null;
  experiencesFound: number;
  /** Recorded employers no parsed experience names in its company field. */
  companiesMissed: string[];
}

export function checkParsedFields(cv: ParsedCv, truth: ExpectedCv): ParsedFieldsCheck {
  const contact = fold(cv.contact);
  const contactDigits = digits(cv.contact);
  const companies = truth.companies ?? [];
  const found = companiesFound(
    companies,
    cv.experience.map((e) => e.company),
  );
  return {
    name: check(truth.name, !!truth.name && fold(cv.name) === fold(truth.name), cv.name.trim() !== ''),
    email: check(truth.email, !!truth.email && contact.includes(fold(truth.email)), contact.includes('@')),
    phone: check(
      truth.phone,
      !!truth.phone && contactDigits.includes(digits(truth.phone)),
      contactDigits.length >= 8,
    ),
    parsedName: cv.name,
    experiencesExpected: truth.companies ? truth.companies.length : null,
    experiencesFound: cv.experience.length,
    companiesMissed: companies.filter((c) => !found.includes(c)),
  };
}

export const isRight = (c: FieldCheck): boolean => c === 'found' || c === 'none (right)';
