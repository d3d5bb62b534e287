import { describe, expect, it } from 'vitest';
import { isNotificationLink, notificationComposeSchema } from '@/shared/schemas/notifications';
import { managerTicketUpdateSchema, ticketCreateSchema } from '@/shared/schemas/tickets';

const bilingual = { title_fa: 'عنوان', title_en: 'Title', text_fa: 'متن', text_en: 'Text' };

describe('notification links', () => {
  it('accept site paths and http(s) addresses only', () => {
    expect(isNotificationLink('/articles')).toBe(true);
    expect(isNotificationLink('/fa/user/panel/tickets')).toBe(true);
    expect(isNotificationLink('https://example.com/a?b=c')).toBe(true);
    expect(isNotificationLink('//evil.example/x')).toBe(false);
    expect(isNotificationLink('/\\evil.example')).toBe(false);
    expect(isNotificationLink('javascript:alert(1)')).toBe(false);
    expect(isNotificationLink('data:text/html,hi')).toBe(false);
    expect(isNotificationLink('articles')).toBe(false);
  });
});

describe('notificationComposeSchema', () => {
  it('needs a role for a role audience and users for a users audience', () => {
    expect(notificationComposeSchema.safeParse({ ...bilingual, audience: 'everyone' }).success).toBe(true);
    const role = notificationComposeSchema.safeParse({ ...bilingual, audience: 'role', role_id: '' });
    expect(role.success ? [] : role.error.issues.map((issue) => issue.path.join('.'))).toEqual(['role_id']);
    const users = notificationComposeSchema.safeParse({ ...bilingual, audience: 'users', user_ids: [] });
    expect(users.success ? [] : users.error.issues.map((issue) => issue.path.join('.'))).toEqual(['user_ids']);
  });

  it('turns an empty link into none', () => {
    const parsed = notificationComposeSchema.parse({ ...bilingual, audience: 'everyone', link: '' });
    expect(parsed.link).toBeNull();
  });
});

describe('ticket schemas', () => {
  it('default the priority to medium and read an empty department as none (form posts)', () => {
    expect(ticketCreateSchema.parse({ title: 'T', text: 'x', priority: '', department: '' })).toEqual({ title: 'T', text: 'x', priority: 'medium' });
  });

  it('need a status or an assignee to update a ticket', () => {
    expect(managerTicketUpdateSchema.safeParse({}).success).toBe(false);
    expect(managerTicketUpdateSchema.safeParse({ assignee_id: null }).success).toBe(true);
  });
});
