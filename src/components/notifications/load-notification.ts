import 'server-only';
import { notFound } from 'next/navigation';
import { NotFoundError } from '@/server/http/errors';
import { getManagerNotification } from '@/server/services/notifications';
import { type ManagerNotificationView } from '@/shared/schemas/notifications';
import { idParams } from '@/shared/schemas/params';

/** The composed notification an address names, or the 404 page: a malformed id names nothing either. */
export async function loadNotificationOr404(id: string): Promise<ManagerNotificationView> {
  const parsed = idParams.safeParse({ id });
  if (!parsed.success) notFound();
  return getManagerNotification(parsed.data.id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
}
