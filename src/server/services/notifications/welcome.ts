import { translate } from '@/i18n/messages';
import type { Database, Transaction } from '@/server/db/client';
import { notifyUsers } from './notify';

/** Where the welcome sends a new reader: the guides are the panel's answer to "where do I begin?". */
const WELCOME_LINK = '/user/panel/whereToStart';

/**
 * Greets new accounts in their panel. Pass the transaction that creates them, so an account never
 * exists without its welcome. One notification row in both languages, like every notification:
 * each reader sees it in the language they read in.
 */
export async function welcomeNewAccounts(db: Database | Transaction, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const both = (key: string) => ({ fa: translate('fa', key), en: translate('en', key) });
  await notifyUsers(db, userIds, { title: both('notifications.welcome.title'), text: both('notifications.welcome.text'), link: WELCOME_LINK });
}
