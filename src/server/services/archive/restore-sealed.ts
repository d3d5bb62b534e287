import { inArray } from 'drizzle-orm';
import { translate } from '@/i18n/messages';
import { seal, unseal } from '@/server/auth/secret-box';
import type { Transaction } from '@/server/db/client';
import { recoveryCodes } from '@/server/db/schema';
import { notifyUsers } from '@/server/services/notifications';
import { newWebhookSecret } from '@/server/services/webhooks/secret';
import { SEALED_COLUMNS, type ArchiveTable } from './tables';

type Row = Record<string, unknown>;

/** Where a user whose second factor was left behind sets one up again. */
const ENROL_LINK = '/user/panel/setting';

/**
 * The rows of an archive made without the sealing key whose sealed secret does not open under
 * this install's key (any install but the one that made the archive, or an ordinary archive
 * that carries no secret at all). Nobody can read such a secret again, so:
 * - an authenticator is left out, with its user's recovery codes (which stand in for it only):
 *   the user has no second factor until they enrol again, which a manager under MANAGER_2FA=required
 *   is sent to do (not locked out), and every such user is told so in their panel;
 * - a webhook endpoint gets a new secret nobody has seen and is turned off: its receiver checks
 *   signatures with the old one, so it would refuse every delivery. Its manager makes it again.
 */
export class SealedRows {
  readonly secondFactorsReset = new Set<string>();
  webhooksWithoutSecret = 0;

  /** False when the row must stay out; a webhook row is changed in place. */
  async prepare(tx: Transaction, table: ArchiveTable, row: Row): Promise<boolean> {
    const sealed = SEALED_COLUMNS[table.name];
    if (!sealed) return true;
    const context = String(row[sealed.context]);
    if (await opens(tx, row[sealed.column], context)) return true;
    if (sealed.unopened === 'new secret') {
      row[sealed.column] = await seal(tx, newWebhookSecret(), context);
      row.enabled = false;
      this.webhooksWithoutSecret += 1;
      return true;
    }
    // An authenticator still waiting for its first code was no second factor yet: nothing to tell.
    if (row.confirmed_at !== null) this.secondFactorsReset.add(context);
    return false;
  }

  /** Once every row is in: the recovery codes of the authenticators left out go, and their users are told. */
  async finish(tx: Transaction): Promise<void> {
    const userIds = [...this.secondFactorsReset];
    if (userIds.length === 0) return;
    await tx.delete(recoveryCodes).where(inArray(recoveryCodes.userId, userIds));
    const both = (key: string) => ({ fa: translate('fa', key), en: translate('en', key) });
    await notifyUsers(tx, userIds, {
      title: both('notifications.secondFactorReset.title'),
      text: both('notifications.secondFactorReset.text'),
      link: ENROL_LINK,
    });
  }
}

async function opens(tx: Transaction, value: unknown, context: string): Promise<boolean> {
  if (typeof value !== 'string') return false;
  try {
    await unseal(tx, value, context);
    return true;
  } catch {
    return false;
  }
}
