import type { EmailMessage } from './email-message';

/** The languages of the interface, which the account emails follow (French unless the reader uses English). */
export type EmailLanguage = 'fr' | 'en';

/**
 * The texts of the account emails: in the reader's interface language, plain, short, naming the product and
 * saying what to do if the email was not expected.
 */
const TEXTS = {
  passwordReset: {
    fr: (appName: string, link: string) => ({
      subject: `${appName} : réinitialisation de votre mot de passe`,
      lines: [
        'Bonjour,',
        '',
        `Vous avez demandé à changer le mot de passe de votre compte ${appName}.`,
        'Ouvrez ce lien pour choisir un nouveau mot de passe (valable 1 heure) :',
        '',
        link,
        '',
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe ne change pas.",
      ],
    }),
    en: (appName: string, link: string) => ({
      subject: `${appName}: reset your password`,
      lines: [
        'Hello,',
        '',
        `You asked to change the password of your ${appName} account.`,
        'Open this link to choose a new password (valid for 1 hour):',
        '',
        link,
        '',
        'If you did not ask for this, ignore this email: your password does not change.',
      ],
    }),
  },
  signInLink: {
    fr: (appName: string, link: string) => ({
      subject: `${appName} : votre lien de connexion`,
      lines: [
        'Bonjour,',
        '',
        `Voici votre lien pour vous connecter à ${appName} (valable 15 minutes, utilisable une seule fois) :`,
        '',
        link,
        '',
        "Si vous n'avez pas demandé ce lien, ignorez cet email : personne ne peut l'utiliser sans votre boîte mail.",
      ],
    }),
    en: (appName: string, link: string) => ({
      subject: `${appName}: your sign-in link`,
      lines: [
        'Hello,',
        '',
        `Here is your link to sign in to ${appName} (valid for 15 minutes, usable once):`,
        '',
        link,
        '',
        'If you did not ask for this link, ignore this email: nobody can use it without access to your mailbox.',
      ],
    }),
  },
  // Sent to the new address only: the account's address changes when this link is opened (issue 17).
  emailChange: {
    fr: (appName: string, link: string) => ({
      subject: `${appName} : confirmez votre nouvelle adresse email`,
      lines: [
        'Bonjour,',
        '',
        `Vous avez demandé que votre compte ${appName} utilise désormais cette adresse email.`,
        'Ouvrez ce lien pour confirmer le changement (valable 1 heure, utilisable une seule fois) :',
        '',
        link,
        '',
        "Tant que le lien n'est pas ouvert, le compte garde son adresse actuelle.",
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : rien ne change.",
      ],
    }),
    en: (appName: string, link: string) => ({
      subject: `${appName}: confirm your new email address`,
      lines: [
        'Hello,',
        '',
        `You asked for your ${appName} account to use this email address from now on.`,
        'Open this link to confirm the change (valid for 1 hour, usable once):',
        '',
        link,
        '',
        'Until the link is opened, the account keeps its current address.',
        'If you did not ask for this, ignore this email: nothing changes.',
      ],
    }),
  },
  // Sent to an address that already has an account when another account asks for it (issue 21): the
  // asker gets the same answer as for a free address, so only this address's owner learns of the attempt.
  emailTaken: {
    fr: (appName: string, link: string) => ({
      subject: `${appName} : votre adresse email a été proposée pour un autre compte`,
      lines: [
        'Bonjour,',
        '',
        `Quelqu'un, connecté à un autre compte ${appName}, a demandé à utiliser cette adresse email.`,
        `Elle est déjà celle de votre compte : rien n'a changé, et elle ne peut pas passer à un autre compte.`,
        '',
        'Si vous vouliez rassembler vos comptes, connectez-vous avec cette adresse :',
        '',
        link,
        '',
        "Sinon, ignorez cet email : votre compte n'est pas touché.",
      ],
    }),
    en: (appName: string, link: string) => ({
      subject: `${appName}: your email address was asked for by another account`,
      lines: [
        'Hello,',
        '',
        `Someone signed in to another ${appName} account asked to use this email address.`,
        "It is already your account's address: nothing changed, and it cannot move to another account.",
        '',
        'If that was you, sign in with this address:',
        '',
        link,
        '',
        'Otherwise, ignore this email: your account is untouched.',
      ],
    }),
  },
} as const;

function accountEmail(
  kind: keyof typeof TEXTS,
  appName: string,
  to: string,
  link: string,
  language: EmailLanguage,
): EmailMessage {
  const { subject, lines } = TEXTS[kind][language](appName, link);
  return { to, link, subject, text: [...lines, '', `— ${appName}`].join('\n') };
}

export function passwordResetEmail(
  appName: string,
  to: string,
  link: string,
  language: EmailLanguage = 'fr',
): EmailMessage {
  return accountEmail('passwordReset', appName, to, link, language);
}

export function signInLinkEmail(
  appName: string,
  to: string,
  link: string,
  language: EmailLanguage = 'fr',
): EmailMessage {
  return accountEmail('signInLink', appName, to, link, language);
}

export function emailChangeEmail(
  appName: string,
  to: string,
  link: string,
  language: EmailLanguage = 'fr',
): EmailMessage {
  return accountEmail('emailChange', appName, to, link, language);
}

export function emailTakenEmail(
  appName: string,
  to: string,
  link: string,
  language: EmailLanguage = 'fr',
): EmailMessage {
  return accountEmail('emailTaken', appName, to, link, language);
}
