import type { EmailMessage } from './email-message';

/**
 * The texts of the account emails: French (the product's language by default), plain, short, naming the
 * product and saying what to do if the email was not expected.
 */
export function passwordResetEmail(appName: string, to: string, link: string): EmailMessage {
  return {
    to,
    link,
    subject: `${appName} : réinitialisation de votre mot de passe`,
    text: [
      'Bonjour,',
      '',
      `Vous avez demandé à changer le mot de passe de votre compte ${appName}.`,
      'Ouvrez ce lien pour choisir un nouveau mot de passe (valable 1 heure) :',
      '',
      link,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe ne change pas.",
      '',
      `— ${appName}`,
    ].join('\n'),
  };
}

export function signInLinkEmail(appName: string, to: string, link: string): EmailMessage {
  return {
    to,
    link,
    subject: `${appName} : votre lien de connexion`,
    text: [
      'Bonjour,',
      '',
      `Voici votre lien pour vous connecter à ${appName} (valable 15 minutes, utilisable une seule fois) :`,
      '',
      link,
      '',
      "Si vous n'avez pas demandé ce lien, ignorez cet email : personne ne peut l'utiliser sans votre boîte mail.",
      '',
      `— ${appName}`,
    ].join('\n'),
  };
}
