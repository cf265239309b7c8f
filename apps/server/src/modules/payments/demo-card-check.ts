/**
 * The demo checkout's card rules, after Stripe's test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002
 * is declined, anything else well-formed is refused; a malformed number, expiry or CVC gets its own message.
 */
export const DEMO_CARD_PAYS = '4242424242424242';
export const DEMO_CARD_DECLINED = '4000000000000002';

export interface DemoCardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardCheck = { ok: true } | { ok: false; status: 400 | 402; message: string };

const refuse = (status: 400 | 402, message: string): CardCheck => ({ ok: false, status, message });

export function checkDemoCard(form: DemoCardForm, now = new Date()): CardCheck {
  const number = form.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return refuse(400, 'Numéro de carte invalide.');
  const expiry = form.expiry.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return refuse(400, "Date d'expiration invalide (MM/AA).");
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // A card is valid through the last day of its expiry month.
  if (new Date(year, month, 1) <= now) return refuse(400, 'Cette carte a expiré.');
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return refuse(400, 'Code de sécurité (CVC) invalide.');
  if (number === DEMO_CARD_DECLINED) {
    return refuse(402, "Votre carte a été refusée. Aucun montant n'a été débité.");
  }
  if (number !== DEMO_CARD_PAYS) {
    return refuse(402, 'Carte non acceptée en mode démo : utilisez la carte de test 4242 4242 4242 4242.');
  }
  return { ok: true };
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
