import { POPULAR_DOMAINS } from '@zootools/email-spell-checker';

/**
 * The mailbox providers a typed domain is compared with (a close miss gets a "did you mean"). The library's
 * list is American-leaning; our readers are mostly French, so their usual providers come first.
 */
export const KNOWN_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com', // the most used everywhere, first so that a tie goes to it
  'hotmail.fr', // Microsoft's French addresses, older accounts
  'hotmail.com',
  'outlook.fr', // Microsoft's French addresses, newer accounts
  'outlook.com',
  'live.fr', // Microsoft's Windows Live accounts, still common in France
  'yahoo.fr',
  'yahoo.com',
  'orange.fr', // France's largest ISP mailbox
  'wanadoo.fr', // Orange's former brand, still delivered
  'free.fr', // Free's ISP mailbox
  'sfr.fr', // SFR's ISP mailbox
  'neuf.fr', // SFR's former brand
  'laposte.net', // La Poste's free mailbox
  'bbox.fr', // Bouygues Telecom's ISP mailbox
  'icloud.com',
  'protonmail.com',
  'gmx.fr', // GMX's French domain
  'mail.com', // real providers a letter away from gmail/hotmail: never "corrected"
  'email.com',
  'yopmail.com',
  ...POPULAR_DOMAINS,
];

/**
 * Real-looking domains that hold no mailbox, each with the one people mean: the spelling distance alone
 * would get these wrong ('gmail.fr' is one letter from 'mail.fr').
 */
export const MEANT_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.fr': 'gmail.com', // Gmail has no .fr addresses; the French ending out of habit
  'icloud.fr': 'icloud.com', // nor has iCloud
  'orange.com': 'orange.fr', // Orange's mailboxes are all under .fr
  'free.com': 'free.fr', // Free's too
};

/**
 * Second-level names a domain is compared with when the whole domain matched none ('hotmial.fr' →
 * 'hotmail.fr', the typed ending kept): the library's own, and the French ISPs whose name is long enough
 * to mistype and whose mailboxes are under their .fr.
 */
export const KNOWN_SECOND_LEVEL_DOMAINS: readonly string[] = [
  'yahoo',
  'hotmail',
  'mail',
  'live',
  'outlook',
  'orange', // orange.fr
  'wanadoo', // wanadoo.fr
];
