import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { roles, users } from '@/server/db/schema';
import { ValidationError } from '@/server/errors';
import type { ManagerNotificationView, NotificationComposeInput } from '@/shared/schemas/notifications';
import { recordWrite } from '../activity/record-activity';
import type { WriteContext } from '../context';
import { getManagerNotification } from './manager-read';
import { sendNotification } from './notify';
import { transaction } from '@/server/db/unit-of-work';

/** Checks that the chosen audience exists before anything is written. */
async function assertAudience(input: NotificationComposeInput): Promise<void> {
  const db = getDb();
  if (input.audience === 'role') {
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, input.role_id!));
    if (!role) throw ValidationError.field('role_id', 'validation.invalid');
  }
  if (input.audience === 'users') {
    const ids = [...new Set(input.user_ids ?? [])];
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    if (found.length !== ids.length) throw ValidationError.field('user_ids', 'validation.invalid');
  }
}

/** Composes and sends a notification to everyone, a role's holders or chosen users; logged. */
export async function composeNotification({ input, by }: { input: NotificationComposeInput; by: WriteContext }): Promise<ManagerNotificationView> {
  await assertAudience(input);
  const audience =
    input.audience === 'role'
      ? ({ kind: 'role', roleId: input.role_id! } as const)
      : input.audience === 'users'
        ? ({ kind: 'users', userIds: [...new Set(input.user_ids ?? [])] } as const)
        : ({ kind: 'everyone' } as const);
  const id = await transaction(getDb(), async (tx) => {
    const sent = await sendNotification(tx, audience, {
      title: { fa: input.title_fa, en: input.title_en },
      text: { fa: input.text_fa, en: input.text_en },
      link: input.link ?? null,
      createdBy: by.actor.id,
    });
    await recordWrite(tx, by, 'notifications.create', sent.id, { title: input.title_en, audience: input.audience, role_id: input.role_id ?? null, delivered: sent.delivered });
    return sent.id;
  });
  return getManagerNotification(id);
}
