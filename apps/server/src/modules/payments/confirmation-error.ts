import { HttpError } from '../../plugins/errors';
import type { Confirmation } from './credit-paid-session';

export const UNKNOWN_PACK = 'Pack de crédits inconnu : choisissez 10 ou 100 crédits.';

const failures = {
  unknown: [404, 'Session de paiement introuvable'],
  forbidden: [403, 'Cette session de paiement appartient à un autre compte'],
  unpaid: [402, "Paiement non effectué : aucun crédit n'a été ajouté"],
  mismatch: [409, 'Ce paiement ne correspond à aucun pack de crédits. Contactez le support.'],
} as const;

type Credited = Extract<Confirmation, { credits: number }>;

/** The credited confirmation, or the HttpError a signed-in confirm route answers. */
export function creditedOrThrow(confirmation: Confirmation): Credited {
  if (confirmation.outcome === 'credited' || confirmation.outcome === 'already_credited') return confirmation;
  const [status, detail] = failures[confirmation.outcome];
  throw new HttpError(status, detail);
}
