import {
  type EmailLanguage,
  emailChangeEmail,
  emailTakenEmail,
  passwordResetEmail,
  signInLinkEmail,
} from './account-emails';
import type { Mailer } from './create-mailer';

/** What the accounts library is handed: one function per account email, the texts already chosen. */
export interface AccountEmailSender {
  passwordReset(to: string, link: string, language: EmailLanguage): Promise<void>;
  signInLink(to: string, link: string, language: EmailLanguage): Promise<void>;
  /** To the new address of an email change: the change is made when its link is opened. */
  emailChange(to: string, link: string, language: EmailLanguage): Promise<void>;
  /** To an address asked for by another account, which already has one: nothing changes (`link`: the app). */
  emailTaken(to: string, link: string, language: EmailLanguage): Promise<void>;
}

export function accountEmailSender(mailer: Mailer, appName: string): AccountEmailSender {
  return {
    passwordReset: (to, link, language) => mailer.send(passwordResetEmail(appName, to, link, language)),
    signInLink: (to, link, language) => mailer.send(signInLinkEmail(appName, to, link, language)),
    emailChange: (to, link, language) => mailer.send(emailChangeEmail(appName, to, link, language)),
    emailTaken: (to, link, language) => mailer.send(emailTakenEmail(appName, to, link, language)),
  };
}
