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

/** Why a card is refused; the page words it in the reader's language (demo-checkout-texts.ts). */
export type CardRefusal = 'number' | 'expiry' | 'expired' | 'cvc' | 'declined' | 'notDemoCard';

export type CardCheck = { ok: true } | { ok: false; status: 400 | 402; reason: CardRefusal };

const refuse = (status: 400 | 402, reason: CardRefusal): CardCheck => ({ ok: false, status, reason });

export function checkDemoCard(form: DemoCardForm, now = new Date()): CardCheck {
  const number = form.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return refuse(400, 'number');
  const expiry = form.expiry.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return refuse(400, 'expiry');
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // A card is valid through the last day of its expiry month.
  if (new Date(year, month, 1) <= now) return refuse(400, 'expired');
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return refuse(400, 'cvc');
  if (number === DEMO_CARD_DECLINED) return refuse(402, 'declined');
  if (number !== DEMO_CARD_PAYS) return refuse(402, 'notDemoCard');
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
