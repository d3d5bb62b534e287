import { and, eq, like } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import * as managerAttachment from '@/app/api/manager/tickets/[id]/messages/[messageId]/attachment/route';
import * as managerMessages from '@/app/api/manager/tickets/[id]/messages/route';
import * as managerOne from '@/app/api/manager/tickets/[id]/route';
import * as managerList from '@/app/api/manager/tickets/route';
import { GET as mediaGet } from '@/app/media/[...path]/route';
import * as userAttachment from '@/app/api/user/tickets/[id]/messages/[messageId]/attachment/route';
import * as userMessages from '@/app/api/user/tickets/[id]/messages/route';
import * as userOne from '@/app/api/user/tickets/[id]/route';
import * as userList from '@/app/api/user/tickets/route';
import { getDb } from '@/server/db/client';
import { activityLogs, mailOutbox, media, notificationDeliveries, notifications, users } from '@/server/db/schema';
import { flushMail } from '@/server/mail/send';
import type { TicketDetailView, TicketView } from '@/shared/schemas/tickets';
import { bearer, noParams, registerUser, type RegisteredUser } from '../support/accounts';
import { grant, makeManager, makeSuperManager, roleWith, seedPermissions } from '../support/acl';
import { apiRequest, json, routeParams } from '../support/http';
import { formRequest, pdfBytes, pngBytes } from '../support/tickets';

let owner: RegisteredUser;
let stranger: RegisteredUser;
let staff: RegisteredUser;
let viewer: RegisteredUser;

type Errors = { errors: Record<string, string[]> };

async function openTicket(user: RegisteredUser, body: Record<string, unknown> = {}): Promise<TicketDetailView> {
  const response = await userList.POST(
    apiRequest('/api/user/tickets', { method: 'POST', body: { title: 'Cannot log in', text: 'It says my password is wrong.', ...body }, headers: bearer(user.token) }),
    noParams,
  );
  expect(response.status).toBe(201);
  return (await json<{ data: TicketDetailView }>(response)).data;
}

const staffReply = (token: string, id: string, text = 'Please try resetting your password.') =>
  managerMessages.POST(apiRequest(`/api/manager/tickets/${id}/messages`, { method: 'POST', body: { text }, headers: bearer(token) }), routeParams({ id }));

const userReply = (token: string, id: string, text = 'Still broken.') =>
  userMessages.POST(apiRequest(`/api/user/tickets/${id}/messages`, { method: 'POST', body: { text }, headers: bearer(token) }), routeParams({ id }));

async function mailsTo(email: string) {
  await flushMail();
  return getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

beforeAll(async () => {
  await seedPermissions();
  [owner, stranger, staff, viewer] = await Promise.all([registerUser(), registerUser({}, 'fa'), registerUser(), registerUser()]);
  await makeSuperManager(staff.id);
  const role = await roleWith([]);
  await grant(role, ['tickets.view']);
  await makeManager(viewer.id, [role]);
});

describe('POST /api/user/tickets', () => {
  it('opens a ticket from JSON with medium priority by default', async () => {
    const ticket = await openTicket(owner);
    expect(ticket).toMatchObject({ status: 'open', priority: 'medium', department: null, title: 'Cannot log in' });
    expect(ticket.messages).toHaveLength(1);
    expect(ticket.messages[0]).toMatchObject({ is_staff: false, body: 'It says my password is wrong.', attachment: null });
  });

  it('keeps the name the sender gave the file, for the owner and for staff, without folders or direction tricks', async () => {
    const sender = viewer;
    const response = await userList.POST(
      formRequest('/api/user/tickets', sender.token, { title: 'Receipt', text: 'Here it is' }, {
        bytes: await pngBytes(),
        name: 'C:\\Users\\sara\\رسید\u202Egnp.exe',
        type: 'image/png',
      }),
      noParams,
    );
    expect(response.status).toBe(201);
    const { data } = await json<{ data: TicketDetailView }>(response);
    const id = data.id;
    expect(data.messages[0]!.attachment).toMatchObject({ mime: 'image/png', name: 'رسیدgnp.exe' });

    const asOwner = await json<{ data: TicketDetailView }>(await userOne.GET(apiRequest(`/api/user/tickets/${id}`, { headers: bearer(sender.token) }), routeParams({ id })));
    expect(asOwner.data.messages[0]!.attachment!.name).toBe('رسیدgnp.exe');
    const asStaff = await json<{ data: TicketDetailView }>(await managerOne.GET(apiRequest(`/api/manager/tickets/${id}`, { headers: bearer(staff.token) }), routeParams({ id })));
    expect(asStaff.data.messages[0]!.attachment!.name).toBe('رسیدgnp.exe');
  });

  it('opens a ticket from a multipart form with an image attachment, downloadable by the owner and staff only', async () => {
    const response = await userList.POST(
      formRequest('/api/user/tickets', owner.token, { title: 'Screenshot', text: 'See the picture', priority: 'high', department: 'technical' }, {
        bytes: await pngBytes(),
        name: 'screen.png',
        type: 'image/png',
      }),
      noParams,
    );
    expect(response.status).toBe(201);
    const { data } = await json<{ data: TicketDetailView }>(response);
    expect(data).toMatchObject({ priority: 'high', department: 'technical' });
    const message = data.messages[0]!;
    expect(message.attachment).toMatchObject({ mime: 'image/png' });
    expect(message.attachment!.url).toBe(`/api/user/tickets/${data.id}/messages/${message.id}/attachment`);
    const params = routeParams({ id: data.id, messageId: message.id });

    const download = await userAttachment.GET(apiRequest(message.attachment!.url, { headers: bearer(owner.token) }), params);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(await pngBytes());
    expect((await userAttachment.GET(apiRequest(message.attachment!.url, { headers: bearer(stranger.token) }), params)).status).toBe(404);
    expect((await managerAttachment.GET(apiRequest('/x', { headers: bearer(viewer.token) }), params)).status).toBe(200);
    expect((await managerAttachment.GET(apiRequest('/x', { headers: bearer(stranger.token) }), params)).status).toBe(403);

    // The stored file is not reachable through the public media route.
    const [row] = await getDb().select({ path: media.path }).from(media).where(eq(media.mime, 'image/png'));
    expect(row!.path.startsWith('private/')).toBe(true);
    const publicAnswer = await mediaGet(new NextRequest(`http://localhost:3000/media/${row!.path}`), { params: Promise.resolve({ path: row!.path.split('/') }) });
    expect(publicAnswer.status).toBe(404);
  });

  it('serves a byte range of an attachment (206), and 416 for a range past its end, to its owner and staff', async () => {
    const bytes = pdfBytes();
    const sender = viewer;
    const response = await userList.POST(
      formRequest('/api/user/tickets', sender.token, { title: 'Statement', text: 'The PDF' }, { bytes, name: 'statement.pdf', type: 'application/pdf' }),
      noParams,
    );
    const { data } = await json<{ data: TicketDetailView }>(response);
    const message = data.messages[0]!;
    const params = routeParams({ id: data.id, messageId: message.id });
    const ranged = (token: string, range: string) => apiRequest(message.attachment!.url, { headers: { ...bearer(token), range } });

    const part = await userAttachment.GET(ranged(sender.token, 'bytes=4-11'), params);
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${bytes.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(4, 12));
    const tail = await managerAttachment.GET(ranged(staff.token, 'bytes=-5'), params);
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.byteLength - 5));
    const past = await userAttachment.GET(ranged(sender.token, `bytes=${bytes.byteLength}-`), params);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.byteLength}`);
    expect((await userAttachment.GET(ranged(stranger.token, 'bytes=0-3'), params)).status).toBe(404);
  });

  it('accepts a PDF, judged by its content whatever its name', async () => {
    const response = await userList.POST(
      formRequest('/api/user/tickets', owner.token, { title: 'Invoice', text: 'Attached' }, { bytes: pdfBytes(), name: 'invoice.bin', type: 'application/octet-stream' }),
      noParams,
    );
    expect(response.status).toBe(201);
    expect((await json<{ data: TicketDetailView }>(response)).data.messages[0]!.attachment!.mime).toBe('application/pdf');
  });

  it('refuses garbage named .png and a file over 5 MB with a 422 on the attachment field', async () => {
    const garbage = await userList.POST(
      formRequest('/api/user/tickets', owner.token, { title: 'Bad', text: 'Bad file' }, {
        bytes: new TextEncoder().encode('this is not an image at all'),
        name: 'photo.png',
        type: 'image/png',
      }),
      noParams,
    );
    expect(garbage.status).toBe(422);
    expect((await json<Errors>(garbage)).errors.attachment?.[0]).toContain('PDF');

    // A PNG signature followed by junk does not decode: refused too.
    const fakePng = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);
    const fake = await userList.POST(formRequest('/api/user/tickets', owner.token, { title: 'Bad', text: 'Bad' }, { bytes: fakePng, name: 'a.png', type: 'image/png' }), noParams);
    expect(fake.status).toBe(422);

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await pngBytes());
    const tooLarge = await userList.POST(formRequest('/api/user/tickets', owner.token, { title: 'Big', text: 'Big file' }, { bytes: big, name: 'big.png', type: 'image/png' }), noParams);
    expect(tooLarge.status).toBe(422);
    expect((await json<Errors>(tooLarge)).errors.attachment?.[0]).toMatch(/5 MB/);
  });

  it('validates the text fields', async () => {
    const response = await userList.POST(
      apiRequest('/api/user/tickets', { method: 'POST', body: { title: '', text: '', priority: 'urgent', department: 'sales' }, headers: bearer(owner.token) }),
      noParams,
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await json<Errors>(response)).errors).sort()).toEqual(['department', 'priority', 'text', 'title']);
    expect((await userList.POST(apiRequest('/api/user/tickets', { method: 'POST', body: {} }), noParams)).status).toBe(401);
  });
});

describe('the user side of a ticket', () => {
  it("lists only the user's own tickets, filterable by status", async () => {
    const list = await userList.GET(apiRequest('/api/user/tickets?per_page=50', { headers: bearer(owner.token) }), noParams);
    const { data, meta } = await json<{ data: TicketView[]; meta: { total: number } }>(list);
    expect(meta.total).toBe(3);
    expect(data.every((ticket) => ticket.user.id === owner.id)).toBe(true);
    const none = await userList.GET(apiRequest('/api/user/tickets?status=closed', { headers: bearer(owner.token) }), noParams);
    expect((await json<{ meta: { total: number } }>(none)).meta.total).toBe(0);
    const strangers = await userList.GET(apiRequest('/api/user/tickets', { headers: bearer(stranger.token) }), noParams);
    expect((await json<{ meta: { total: number } }>(strangers)).meta.total).toBe(0);
  });

  it("answers 404 for another user's ticket on every user endpoint", async () => {
    const ticket = await openTicket(owner);
    const params = routeParams({ id: ticket.id });
    expect((await userOne.GET(apiRequest(`/api/user/tickets/${ticket.id}`, { headers: bearer(stranger.token) }), params)).status).toBe(404);
    expect((await userReply(stranger.token, ticket.id)).status).toBe(404);
    const close = await userOne.PATCH(
      apiRequest(`/api/user/tickets/${ticket.id}`, { method: 'PATCH', body: { status: 'closed' }, headers: bearer(stranger.token) }),
      params,
    );
    expect(close.status).toBe(404);
    expect((await userOne.GET(apiRequest(`/api/user/tickets/${ticket.id}`, { headers: bearer(owner.token) }), params)).status).toBe(200);
  });

  it('a reply reopens an answered ticket; a closed ticket cannot be answered (409)', async () => {
    const ticket = await openTicket(owner);
    expect((await staffReply(staff.token, ticket.id)).status).toBe(201);
    const reply = await userReply(owner.token, ticket.id);
    expect(reply.status).toBe(201);
    const replied = (await json<{ data: TicketDetailView }>(reply)).data;
    expect(replied.status).toBe('open');
    expect(replied.messages.map((m) => m.is_staff)).toEqual([false, true, false]);

    const closed = await userOne.PATCH(
      apiRequest(`/api/user/tickets/${ticket.id}`, { method: 'PATCH', body: { status: 'closed' }, headers: bearer(owner.token) }),
      routeParams({ id: ticket.id }),
    );
    expect((await json<{ data: TicketDetailView }>(closed)).data.status).toBe('closed');
    const late = await userReply(owner.token, ticket.id);
    expect(late.status).toBe(409);
    expect((await json<{ message: string }>(late)).message).toMatch(/closed/);
    expect((await staffReply(staff.token, ticket.id)).status).toBe(409);
    const reopen = await userOne.PATCH(
      apiRequest(`/api/user/tickets/${ticket.id}`, { method: 'PATCH', body: { status: 'open' }, headers: bearer(owner.token) }),
      routeParams({ id: ticket.id }),
    );
    expect(reopen.status).toBe(422);
  });
});

describe('the staff side of a ticket', () => {
  it('a staff reply answers the ticket, notifies the owner and e-mails them in their language', async () => {
    const faUser = stranger;
    await getDb().update(users).set({ locale: 'fa' }).where(eq(users.id, faUser.id));
    const ticket = await openTicket(faUser, { title: 'ورود' });
    const before = (await mailsTo(faUser.email)).length;
    const response = await staffReply(staff.token, ticket.id);
    expect(response.status).toBe(201);
    expect((await json<{ data: TicketDetailView }>(response)).data.status).toBe('answered');

    const delivered = await getDb()
      .select({ titleFa: notifications.titleFa, link: notifications.link, source: notifications.source })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      // The ticket's notice, not the welcome every new account starts with.
      .where(and(eq(notificationDeliveries.userId, faUser.id), like(notifications.link, '/user/panel/tickets/%')));
    expect(delivered).toEqual([{ titleFa: 'پاسخ پشتیبانی: ورود', link: `/user/panel/tickets/${ticket.id}/detail`, source: 'system' }]);

    const mails = await mailsTo(faUser.email);
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('پشتیبانی به تیکت شما پاسخ داد');
    expect(mail.text).toContain(`/fa/user/panel/tickets/${ticket.id}/detail`);
    expect(mail.html).toContain('dir="rtl"');

    const [log] = await getDb()
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'tickets.reply'), eq(activityLogs.resourceId, ticket.id), eq(activityLogs.actorId, staff.id)));
    expect(log).toBeDefined();
  });

  it('does not e-mail a user who turned the preference off (the notification still arrives)', async () => {
    const quiet = viewer;
    await getDb().update(users).set({ emailOnTicketReply: false }).where(eq(users.id, quiet.id));
    const ticket = await openTicket(quiet);
    const before = (await mailsTo(quiet.email)).length;
    expect((await staffReply(staff.token, ticket.id)).status).toBe(201);
    expect(await mailsTo(quiet.email)).toHaveLength(before);
    const delivered = await getDb()
      .select({ notificationId: notificationDeliveries.notificationId })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(and(eq(notificationDeliveries.userId, quiet.id), like(notifications.link, `/user/panel/tickets/${ticket.id}/%`)));
    expect(delivered).toHaveLength(1);
  });

  it('changes status and assignee (only to a manager), logged; filters the queue by them', async () => {
    const ticket = await openTicket(owner, { priority: 'low' });
    const params = routeParams({ id: ticket.id });
    const patch = (body: Record<string, unknown>) =>
      managerOne.PATCH(apiRequest(`/api/manager/tickets/${ticket.id}`, { method: 'PATCH', body, headers: bearer(staff.token) }), params);

    const assigned = await patch({ assignee_id: viewer.id, status: 'answered' });
    expect(assigned.status).toBe(200);
    expect((await json<{ data: TicketDetailView }>(assigned)).data).toMatchObject({ status: 'answered', assignee: { id: viewer.id } });
    const notManager = await patch({ assignee_id: owner.id });
    expect(notManager.status).toBe(422);
    expect((await json<Errors>(notManager)).errors.assignee_id).toBeDefined();
    expect((await patch({})).status).toBe(422);

    const queue = async (query: string) => {
      const response = await managerList.GET(apiRequest(`/api/manager/tickets?${query}`, { headers: bearer(viewer.token) }), noParams);
      expect(response.status).toBe(200);
      return (await json<{ data: TicketView[] }>(response)).data.map((t) => t.id);
    };
    expect(await queue(`assignee=${viewer.id}`)).toEqual([ticket.id]);
    expect(await queue('priority=low&status=answered')).toEqual([ticket.id]);
    expect(await queue('assignee=none')).not.toContain(ticket.id);

    const logs = await getDb().select().from(activityLogs).where(and(eq(activityLogs.action, 'tickets.update'), eq(activityLogs.resourceId, ticket.id)));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.summary).toMatchObject({ status: { from: 'open', to: 'answered' } });

    const unassigned = await patch({ assignee_id: null });
    expect((await json<{ data: TicketDetailView }>(unassigned)).data.assignee).toBeNull();
  });

  it('shows a ticket to staff with tickets.view; 404 for an unknown id', async () => {
    const ticket = await openTicket(owner);
    const detail = await managerOne.GET(apiRequest(`/api/manager/tickets/${ticket.id}`, { headers: bearer(viewer.token) }), routeParams({ id: ticket.id }));
    expect((await json<{ data: TicketDetailView }>(detail)).data.user.email).toBe(owner.email);
    const unknown = crypto.randomUUID();
    expect((await managerOne.GET(apiRequest('/x', { headers: bearer(viewer.token) }), routeParams({ id: unknown }))).status).toBe(404);
  });

  it('is closed to anonymous visitors (401), plain users and managers without the permission (403)', async () => {
    const ticket = await openTicket(owner);
    expect((await managerList.GET(apiRequest('/api/manager/tickets'), noParams)).status).toBe(401);
    expect((await managerList.GET(apiRequest('/api/manager/tickets', { headers: bearer(owner.token) }), noParams)).status).toBe(403);
    // tickets.view alone does not allow replying or editing.
    expect((await staffReply(viewer.token, ticket.id)).status).toBe(403);
    const edit = await managerOne.PATCH(
      apiRequest(`/api/manager/tickets/${ticket.id}`, { method: 'PATCH', body: { status: 'closed' }, headers: bearer(viewer.token) }),
      routeParams({ id: ticket.id }),
    );
    expect(edit.status).toBe(403);
  });
});
