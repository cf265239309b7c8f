import { isValidEmail } from '../validation';

/**
 * What the email field says, step by step (spec §4 Registration email check, §9 delays): nothing while the
 * person types; 500 ms after the last keystroke the format verdict ('Format d'email invalide'); on the
 * registration form a valid format then reads 'Vérification en cours...' until the deliverability check,
 * started 1 s after the last keystroke, answers.
 */
export const FORMAT_CHECK_DELAY_MS = 500;
export const DELIVERABILITY_CHECK_DELAY_MS = 1_000;

export type EmailFieldStatus = 'idle' | 'invalidFormat' | 'checking' | 'deliverable' | 'undeliverable';

/** The status once the format delay has passed, before any deliverability answer. */
export function statusAfterFormatDelay(value: string, checksDeliverability: boolean): EmailFieldStatus {
  if (value.trim() === '') return 'idle';
  if (!isValidEmail(value)) return 'invalidFormat';
  return checksDeliverability ? 'checking' : 'idle';
}

export type EmailFieldMessageKey =
  | 'auth.errors.emailFormat'
  | 'auth.emailChecking'
  | 'auth.errors.emailUndeliverable';

export function messageForStatus(status: EmailFieldStatus): EmailFieldMessageKey | null {
  switch (status) {
    case 'invalidFormat':
      return 'auth.errors.emailFormat';
    case 'checking':
      return 'auth.emailChecking';
    case 'undeliverable':
      return 'auth.errors.emailUndeliverable';
    default:
      return null;
  }
}
