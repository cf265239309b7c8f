import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { EmailMessage } from './email-message';
import { outboxFileName } from './outbox-file-name';

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export interface MailerOptions {
  delivery: 'smtp' | 'outbox';
  smtpUrl: string | null;
  from: string;
  /** Where demo-mode emails are written, one JSON file each (`DATA_DIR/outbox`). */
  outboxDir: string;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

/** Real delivery through SMTP, or — without SMTP, in demo mode — a log line and a file per email. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.delivery === 'smtp') {
    if (!options.smtpUrl) throw new Error('SMTP delivery needs SMTP_URL');
    const transport = createTransport(options.smtpUrl);
    return {
      async send(message) {
        // Not awaited: an answer that waited for the SMTP round trip for a known address only would tell
        // anyone timing the reset or sign-in-link routes who has an account. A failure is logged.
        transport
          .sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text })
          .catch((error: unknown) =>
            options.log.error({ err: error, to: message.to, subject: message.subject }, 'email not sent'),
          );
      },
    };
  }
  return {
    async send(message) {
      const file = await writeToOutbox(options.outboxDir, options.from, message);
      options.log.info(
        { to: message.to, subject: message.subject, link: message.link, file },
        `email not sent (no SMTP_URL): ${message.subject} → ${message.to} — ${message.link}`,
      );
    },
  };
}

async function writeToOutbox(dir: string, from: string, message: EmailMessage): Promise<string> {
  await mkdir(dir, { recursive: true });
  const sentAt = new Date();
  const body = `${JSON.stringify({ from, ...message, sentAt: sentAt.toISOString() }, null, 2)}\n`;
  for (let sequence = 0; ; sequence += 1) {
    const file = join(dir, outboxFileName(sentAt, message.to, sequence));
    try {
      // 'wx': two emails to one address in the same millisecond get two files, not one overwritten.
      await writeFile(file, body, { flag: 'wx', mode: 0o600 });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || sequence > 100) throw error;
    }
  }
}
