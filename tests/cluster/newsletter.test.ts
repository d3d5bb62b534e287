import { describe, expect, it } from 'vitest';
import { within } from './cluster';
import { api, clientAddress, cluster, publishArticle } from './client';
import { receivedMail } from './mail-server';

/** The raw messages to `address`, with quoted-printable's soft breaks and `=3D` undone. */
function mailsTo(address: string): string[] {
  const { mail } = cluster();
  return receivedMail(mail.dir)
    .filter((message) => message.to.includes(address))
    .map((message) => message.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

/** Subscribes `email` through one instance and confirms it through the other, as a reader would from the opt-in e-mail. */
async function confirmedReader(email: string, types: string[], { on, confirmOn }: { on: string; confirmOn: string }): Promise<void> {
  const subscribed = await fetch(`${on}/api/newsletter/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify({ email, languages: ['en'], frequency: 'each', topics: { types } }),
  });
  expect(subscribed.status).toBe(202);
  const token = await within(30_000, async () => /newsletter\/confirm\?token=([\w-]+)/.exec(mailsTo(email)[0] ?? '')?.[1], `the opt-in e-mail to ${email}`);
  const confirmed = await fetch(`${confirmOn}/api/newsletter/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ token }),
  });
  expect(confirmed.status).toBe(200);
}

type IssueRow = { subject: string; status: string; kind: string };

/** The announcement issues whose subject names `title`, as the manager's list shows them. */
async function announcementsOf(base: string, title: string): Promise<IssueRow[]> {
  const { data } = await api<{ data: IssueRow[] }>(base, '/api/manager/newsletter/issues?kind=each&per_page=100');
  return data.filter((issue) => issue.subject.includes(title));
}

describe('newsletter announcements across instances', () => {
  it('an item published on either instance reaches each `each` reader of its topic once, and nobody else', async () => {
    const { a, b } = cluster();
    const stamp = Date.now().toString(36);
    const fan = `cluster-fan-${stamp}@example.com`;
    const bookworm = `cluster-books-${stamp}@example.com`;
    await confirmedReader(fan, ['articles'], { on: b, confirmOn: a });
    await confirmedReader(bookworm, ['books'], { on: a, confirmOn: b });

    const onB = `Announced from B ${stamp}`;
    const onA = `Announced from A ${stamp}`;
    await publishArticle(b, onB);
    await publishArticle(a, onA);
    const about = (address: string, title: string) => mailsTo(address).filter((raw) => raw.includes(title));
    // One announcement issue per item, and it ends (every ledger row sent) before its mail is counted:
    // a second copy could only come from a second issue or a row sent twice.
    for (const title of [onB, onA])
      await within(
        60_000,
        async () => {
          const issues = await announcementsOf(a, title);
          return issues.length === 1 && issues[0]!.status === 'sent' ? true : undefined;
        },
        `the announcement of «${title}» sent`,
      );
    await within(30_000, async () => (about(fan, onB).length > 0 && about(fan, onA).length > 0 ? true : undefined), 'both announcements delivered');
    expect(about(fan, onB)).toHaveLength(1);
    expect(about(fan, onA)).toHaveLength(1);
    expect(about(bookworm, onB)).toHaveLength(0);
    expect(about(bookworm, onA)).toHaveLength(0);
  }, 150_000);
});
