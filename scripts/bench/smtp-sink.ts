import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SmtpSink = { port: number; received: () => { messages: number; recipients: number; bytes: number }; close: () => Promise<void> };

/**
 * An SMTP server on loopback that accepts every message and keeps only counts: the newsletter
 * figure's relay, so what is measured is the sender, not a mailbox filling memory.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const counts = { messages: 0, recipients: 0, bytes: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 100,
    onData(stream, session, callback) {
      stream.on('data', (chunk: Buffer) => (counts.bytes += chunk.length));
      stream.on('end', () => {
        counts.messages += 1;
        counts.recipients += session.envelope.rcptTo.length;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received: () => ({ ...counts }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
