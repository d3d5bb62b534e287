import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** What the server answers a recipient: accepted (undefined), or refused with an SMTP code. */
export type RecipientAnswer = { code: number; message: string } | undefined;

/**
 * A real SMTP server on loopback that hands every message to `inbox` (port 0: any free port);
 * `answer` may refuse a recipient, permanently (5xx) or for now (4xx).
 */
export async function startSmtpServer(
  inbox: Pick<ReceivedMail[], 'push'>,
  port = 0,
  answer: (address: string) => RecipientAnswer = () => undefined,
): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing is an outage to the clients (tests/cluster/mail-server.ts takes it down and back): a
    // pooled sender's idle connection is dropped at once, not after the default 30 s, which held the
    // server's return past the cluster test's wait.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const refused = answer(address.address);
      if (!refused) return callback();
      callback(Object.assign(new Error(refused.message), { responseCode: refused.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port };
}
