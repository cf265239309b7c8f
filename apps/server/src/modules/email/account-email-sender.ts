import { passwordResetEmail, signInLinkEmail } from './account-emails';
import type { Mailer } from './create-mailer';

/** What the accounts library is handed: one function per account email, the texts already chosen. */
export interface AccountEmailSender {
  passwordReset(to: string, link: string): Promise<void>;
  signInLink(to: string, link: string): Promise<void>;
}

export function accountEmailSender(mailer: Mailer, appName: string): AccountEmailSender {
  return {
    passwordReset: (to, link) => mailer.send(passwordResetEmail(appName, to, link)),
    signInLink: (to, link) => mailer.send(signInLinkEmail(appName, to, link)),
  };
}
