/** One email as the account flows write it: plain text, and the one link it is about. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the email carries, also written to the log and the outbox so it can be followed locally. */
  link: string;
}
