import 'server-only';
import { getManagerNotification } from '@/server/services/notifications';
import { type ManagerNotificationView } from '@/shared/schemas/notifications';
import { loadRecordOr404 } from '@/components/panel/load-record';

/** The composed notification an address names, or the 404 page: a malformed id names nothing either. */
export async function loadNotificationOr404(id: string): Promise<ManagerNotificationView> {
  return loadRecordOr404(id, getManagerNotification);
}
