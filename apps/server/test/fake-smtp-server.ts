import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface FakeSmtpServer {
  /** `smtp://127.0.0.1:<port>`, what SMTP_URL is set to. */
  url: string;
  /** Every email received so far, parsed, with the envelope's recipients. */
  received: (ParsedMail & { envelopeTo: string[] })[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package, no TLS, no authentication) that keeps what
 * it receives: nodemailer speaks the whole protocol to it, as it would to a provider's relay.
 */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const received: FakeSmtpServer['received'] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
