/**
 * The suite's SMTP server, started once by the global setup, and the test side of it. Tests run in
 * another process than the setup, so the two talk through a folder: every message received is a
 * file in `inbox/`, and a `down` file there makes the setup stop listening (a real outage: the
 * port refuses connections) until it is removed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import type { SMTPServer } from 'smtp-server';
import { startSmtpServer, type ReceivedMail } from '../support/smtp';
import { within } from './cluster';

export type MailServer = { stop: () => Promise<void> };

const inboxDir = (dir: string) => path.join(dir, 'inbox');
const downFile = (dir: string) => path.join(dir, 'down');

/** Listens on `port` while `dir/down` does not exist; writes each message to `dir/inbox`. */
export async function startMailServer(dir: string, port: number): Promise<MailServer> {
  mkdirSync(inboxDir(dir), { recursive: true });
  let received = 0;
  const inbox = {
    push: (mail: ReceivedMail) => {
      received += 1;
      writeFileSync(path.join(inboxDir(dir), `${String(received).padStart(6, '0')}.json`), JSON.stringify(mail));
      return received;
    },
  };
  let server: SMTPServer | undefined = (await startSmtpServer(inbox, port)).server;
  let busy = Promise.resolve();
  const close = (current: SMTPServer) => new Promise<void>((resolve) => current.close(() => resolve()));

  const follow = () => {
    busy = busy.then(async () => {
      const wantDown = existsSync(downFile(dir));
      if (wantDown && server) {
        const current = server;
        server = undefined;
        await close(current);
      } else if (!wantDown && !server) {
        server = (await startSmtpServer(inbox, port)).server;
      }
    });
  };
  const timer = setInterval(follow, 100);
  return {
    stop: async () => {
      clearInterval(timer);
      await busy;
      if (server) await close(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Takes the SMTP server down or brings it back, and waits until its port says so. */
export async function setMailServerUp(dir: string, port: number, up: boolean): Promise<void> {
  if (up) rmSync(downFile(dir), { force: true });
  else writeFileSync(downFile(dir), '');
  await within(10_000, async () => ((await accepts(port)) === up ? true : undefined), `SMTP server ${up ? 'up' : 'down'}`);
}

/** Every message the SMTP server has received so far. */
export function receivedMail(dir: string): ReceivedMail[] {
  return readdirSync(inboxDir(dir))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(inboxDir(dir), file), 'utf8')) as ReceivedMail);
}
