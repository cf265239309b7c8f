import type { InterfaceLanguage } from '../../lib/interface-language';
import type { CardRefusal } from './demo-card-check';

/**
 * The demo checkout's words, in each interface language: the page is server-rendered, outside the web
 * client's i18n, so it carries its own. The checkout start records the reader's language in the page's
 * address (`?lang=`), as Stripe takes a `locale`.
 */
export interface DemoCheckoutTexts {
  /** For `Intl.NumberFormat`: the same formats as the web client's prices (credit-packs.ts). */
  numberLocale: string;
  title: string;
  summary: string;
  pack: (credits: number) => string;
  line: (credits: number) => string;
  total: string;
  demoNote: string;
  heading: string;
  cardNumber: string;
  expiry: string;
  expiryPlaceholder: string;
  pay: string;
  charged: (amount: string) => string;
  cancel: string;
  sessionMissing: string;
  home: string;
  alreadyPaid: string;
  backToSite: string;
  refusals: Record<CardRefusal, string>;
}

const fr: DemoCheckoutTexts = {
  numberLocale: 'fr-FR',
  title: 'Paiement',
  summary: 'Récapitulatif',
  pack: (credits) => `Pack ${credits} crédits`,
  line: (credits) => `${credits} crédits de génération de CV`,
  total: 'Total dû',
  demoNote:
    'Mode démo : aucun paiement réel. Carte de test 4242 4242 4242 4242, toute date future, tout CVC.',
  heading: 'Paiement par carte',
  cardNumber: 'Numéro de carte',
  expiry: "Date d'expiration",
  expiryPlaceholder: 'MM/AA',
  pay: 'Payer',
  charged: (amount) => `Montant débité : ${amount}`,
  cancel: 'Annuler',
  sessionMissing: 'Session de paiement introuvable',
  home: "Retour à l'accueil",
  alreadyPaid: 'Ce paiement a déjà été effectué.',
  backToSite: 'Retour au site',
  refusals: {
    number: 'Numéro de carte invalide.',
    expiry: "Date d'expiration invalide (MM/AA).",
    expired: 'Cette carte a expiré.',
    cvc: 'Code de sécurité (CVC) invalide.',
    declined: "Votre carte a été refusée. Aucun montant n'a été débité.",
    notDemoCard: 'Carte non acceptée en mode démo : utilisez la carte de test 4242 4242 4242 4242.',
  },
};

const en: DemoCheckoutTexts = {
  numberLocale: 'en-IE',
  title: 'Payment',
  summary: 'Summary',
  pack: (credits) => `${credits}-credit pack`,
  line: (credits) => `${credits} CV generation credits`,
  total: 'Total due',
  demoNote: 'Demo mode: no real payment. Test card 4242 4242 4242 4242, any future date, any CVC.',
  heading: 'Pay by card',
  cardNumber: 'Card number',
  expiry: 'Expiry date',
  expiryPlaceholder: 'MM/YY',
  pay: 'Pay',
  charged: (amount) => `Amount charged: ${amount}`,
  cancel: 'Cancel',
  sessionMissing: 'Payment session not found',
  home: 'Back to the home page',
  alreadyPaid: 'This payment has already been made.',
  backToSite: 'Back to the site',
  refusals: {
    number: 'Invalid card number.',
    expiry: 'Invalid expiry date (MM/YY).',
    expired: 'This card has expired.',
    cvc: 'Invalid security code (CVC).',
    declined: 'Your card was declined. Nothing was charged.',
    notDemoCard: 'Card not accepted in demo mode: use the test card 4242 4242 4242 4242.',
  },
};

export const DEMO_CHECKOUT_TEXTS: Record<InterfaceLanguage, DemoCheckoutTexts> = { fr, en };
