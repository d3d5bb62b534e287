/**
 * Which tables a site archive carries, with their columns under their SQL names, in an order a
 * restore can insert them in (parents before the tables whose foreign keys point at them).
 *
 * Every table of `src/server/db/schema` is classified below, in `TABLE_TRAVEL`, by what an
 * export must be asked for before the table goes into the archive; a table missing from it stops
 * `archiveTables()` (and so every export and restore) until someone decides. There are three
 * levels of archive (ADR 0023):
 * - an ordinary one carries the site and its users, but no account's secret: no password hash,
 *   no second factor, no token hash, no sealed secret and not the key that seals them;
 * - `with accounts` adds the password hashes and the account security rows (authenticators sealed
 *   under the install's key, recovery-code and integration-token hashes, passkeys, known
 *   devices) and the webhooks' sealed signing secrets; without the key these open only on the
 *   install that sealed them, so a restore elsewhere drops them (restore.ts);
 * - `with secrets` (only with accounts) adds `app_secrets`, the key that seals those secrets and
 *   signs preview links: whoever holds such an archive can open every sealed secret in it.
 *
 * What never travels is derived, per-install or single-use state:
 * - `content_list_counts`: derived. The triggers of migrations 0012 and 0033 rebuild it row by row
 *   as the translations, tag links and category links go back in, exactly as a normal write keeps it.
 * - `access_tokens`: sign-in sessions of this install's browsers and apps, hashes of secrets; a
 *   restored user signs in again.
 * - `password_reset_tokens`, `email_verification_tokens`: one-time secrets mailed by this install;
 *   a link mailed here must not work on another install.
 * - `mail_outbox`: this install's delivery record; without SMTP it holds those very links.
 * - `seed_runs`: which one-time start-up steps ran on this install (restore.ts marks the demo
 *   steps done itself, so a start after a restore never seeds the demo into the restored site).
 * - `import_runs`: this install's import and export jobs, pointing at files in its own storage.
 * - `webauthn_challenges`, `sign_in_challenges`: prompts of this install's last minutes, single use.
 * - `analytics_events`, `analytics_salts`: raw beacons, kept a month, and the day's salt that makes
 *   their visitor hashes; the daily figures rolled up from them travel.
 * `import_keys` travel: ids are kept, so importing the same WordPress export again after a restore
 * updates the items it made instead of duplicating them.
 * Rate limits live in memory or Redis, not in the database, so there is nothing of them to leave.
 * `search_vector` is written by application code (services/content/search-index), not by a
 * trigger, so it travels as an ordinary column and search works at once after a restore.
 */
import { is } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '@/server/db/schema';

/** What an export must be asked for before a table (or a column) goes into the archive. */
export type Travel = 'site' | 'accounts' | 'secrets' | 'never';

/** Every table of the schema, by SQL name, with what it needs to travel (why: the comment above). */
export const TABLE_TRAVEL: Readonly<Record<string, Travel>> = {
  users: 'site',
  known_devices: 'accounts',
  activity_logs: 'site',
  media: 'site',
  categories: 'site',
  category_translations: 'site',
  tags: 'site',
  tag_translations: 'site',
  contents: 'site',
  content_translations: 'site',
  content_tags: 'site',
  // Every category of an item (ADR 0032); its copies of the item's list time are rewritten by the
  // same trigger as a tag link's when it goes back in.
  content_categories: 'site',
  content_revisions: 'site',
  preview_links: 'site',
  scheduled_publications: 'site',
  comments: 'site',
  contact_messages: 'site',
  faqs: 'site',
  faq_translations: 'site',
  built_in_pages: 'site',
  interactions: 'site',
  permissions: 'site',
  roles: 'site',
  role_permissions: 'site',
  user_roles: 'site',
  notifications: 'site',
  notification_deliveries: 'site',
  tickets: 'site',
  ticket_messages: 'site',
  events: 'site',
  event_registrations: 'site',
  guides: 'site',
  guide_items: 'site',
  playback_progress: 'site',
  redirects: 'site',
  import_keys: 'site',
  working_copies: 'site',
  webhook_endpoints: 'site',
  webhook_deliveries: 'site',
  newsletter_subscribers: 'site',
  newsletter_issues: 'site',
  newsletter_deliveries: 'site',
  // A browser's subscription works only with the VAPID keys of app_secrets: it travels with them.
  push_subscriptions: 'secrets',
  // Counts per day, language and query: nobody's data.
  search_query_counts: 'site',
  // Reading figures per day, page, source and device: nobody's data.
  analytics_daily: 'site',
  analytics_visitors: 'site',
  totp_credentials: 'accounts',
  recovery_codes: 'accounts',
  integration_tokens: 'accounts',
  passkeys: 'accounts',
  app_secrets: 'secrets',
  content_list_counts: 'never',
  access_tokens: 'never',
  password_reset_tokens: 'never',
  email_verification_tokens: 'never',
  mail_outbox: 'never',
  // Raw beacons and the day's salt: a visitor hash means something only with its salt, on this install.
  analytics_events: 'never',
  analytics_salts: 'never',
  seed_runs: 'never',
  import_runs: 'never',
  webauthn_challenges: 'never',
  sign_in_challenges: 'never',
};

/**
 * Secret columns of tables that travel at a lower level: exported null below their level. A
 * user's password hash; a webhook's signing secret, sealed like the authenticators.
 */
export const COLUMN_TRAVEL: Readonly<Record<string, Readonly<Record<string, Travel>>>> = {
  users: { password_hash: 'accounts' },
  webhook_endpoints: { secret_ciphertext: 'accounts' },
  // A pending subscriber's opt-in link was mailed by this install: like a reset link, it stays behind.
  newsletter_subscribers: { confirm_token_hash: 'never' },
};

/**
 * Columns this install has dropped that archives made before the drop still carry, with the
 * migration that dropped them: a restore reads past them. The translations' copy of the primary
 * category went with the category links that replaced it (ADR 0032).
 */
export const RETIRED_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  content_translations: { category_id: '0033_content_categories' },
};

/**
 * Columns sealed with the install's key (src/server/auth/secret-box.ts), with the column of the
 * same row the seal is bound to. Without `app_secrets` in the archive they open only where the
 * install's key is the one that sealed them; `unopened` says what a restore does with a row whose
 * secret does not open (restore-sealed.ts).
 */
export const SEALED_COLUMNS: Readonly<Record<string, { column: string; context: string; unopened: 'leave out' | 'new secret' }>> =
  {
    totp_credentials: { column: 'secret_ciphertext', context: 'user_id', unopened: 'leave out' },
    webhook_endpoints: { column: 'secret_ciphertext', context: 'id', unopened: 'new secret' },
  };

/** What an archive holds: `withSecrets` only ever with `withAccounts`. */
export type ArchiveLevel = { withAccounts: boolean; withSecrets: boolean };

/** Whether something classified `travel` goes into an archive of `level`. */
export function travelsAt(travel: Travel, { withAccounts, withSecrets }: ArchiveLevel): boolean {
  if (travel === 'site') return true;
  if (travel === 'accounts') return withAccounts;
  if (travel === 'secrets') return withAccounts && withSecrets;
  return false;
}

/** The tables an archive never carries. */
const neverTravels = (name: string) => TABLE_TRAVEL[name] === 'never';

export type ArchiveColumn = {
  /** The SQL name, as the archive's JSON lines key it. */
  name: string;
  /** The SQL type, used to cast each value back on restore (`timestamp with time zone`, `jsonb`, …). */
  sqlType: string;
  notNull: boolean;
};

export type ArchiveTable = {
  name: string;
  /** What an export must be asked for before this table goes into the archive. */
  travel: Exclude<Travel, 'never'>;
  table: PgTable;
  columns: ArchiveColumn[];
  /** The primary key's columns: the order of the archive's rows and of the export's keyset pages. */
  primaryKey: ArchiveColumn[];
  /**
   * Columns that point at the same table (a sub-category's parent, a reply's comment). Rows are
   * exported in key order, so a parent may come after its child: a restore inserts these columns
   * empty and fills them in once the whole table is in.
   */
  selfReferences: ArchiveColumn[];
  /** The archived tables this one's foreign keys point at. */
  parents: string[];
};

const casing = new CasingCache('snake_case');

/** A column's SQL name under the app's snake_case casing (keys without an explicit name). */
export function sqlNameOf(column: PgColumn): string {
  return casing.getColumnCasing(column);
}

function describeTable(table: PgTable): Omit<ArchiveTable, 'parents'> & { references: string[] } {
  const config = getTableConfig(table);
  const travel = TABLE_TRAVEL[config.name];
  if (!travel || travel === 'never') throw new Error(`archive: ${config.name} is not an archived table`);
  // Keys and foreign keys declared in a table's extra config name stand-ins of its columns, so
  // every column is looked up among the table's own by name.
  const column = (c: PgColumn): ArchiveColumn => {
    const own = config.columns.find((candidate) => candidate.name === c.name);
    if (!own) throw new Error(`archive: ${config.name} has no column ${c.name}`);
    return { name: sqlNameOf(own), sqlType: own.getSQLType(), notNull: own.notNull };
  };
  const columns = config.columns.map(column);
  const composite = config.primaryKeys[0]?.columns;
  const primaryKey = composite ? composite.map(column) : config.columns.filter((c) => c.primary).map(column);
  if (primaryKey.length === 0) throw new Error(`archive: table ${config.name} has no primary key to page through`);
  const selfReferences: ArchiveColumn[] = [];
  const references: string[] = [];
  for (const foreignKey of config.foreignKeys) {
    const reference = foreignKey.reference();
    const target = getTableConfig(reference.foreignTable).name;
    if (target !== config.name) {
      references.push(target);
      continue;
    }
    for (const own of reference.columns.map(column)) {
      if (own.notNull || primaryKey.length !== 1)
        throw new Error(`archive: ${config.name}.${own.name} cannot be filled in after its rows`);
      selfReferences.push(own);
    }
  }
  return { name: config.name, travel, table, columns, primaryKey, selfReferences, references };
}

/** Kahn's order, stable: among the tables whose parents are all placed, the first in schema order. */
function parentsFirst(tables: ReturnType<typeof describeTable>[]): ArchiveTable[] {
  const names = new Set(tables.map((t) => t.name));
  const pending = tables.map((t) => {
    const outside = t.references.filter((name) => !names.has(name) && !neverTravels(name));
    if (outside.length) throw new Error(`archive: ${t.name} references unknown tables ${outside.join(', ')}`);
    const leftOut = t.references.filter(neverTravels);
    if (leftOut.length) throw new Error(`archive: ${t.name} references ${leftOut.join(', ')}, which archives leave out`);
    // A table must not need one that travels only in richer archives than it does.
    const richer = t.references.filter((name) => names.has(name) && !travelsAtLeast(t.travel, TABLE_TRAVEL[name]!));
    if (richer.length) throw new Error(`archive: ${t.name} references ${richer.join(', ')}, which travel less often`);
    return {
      name: t.name,
      travel: t.travel,
      table: t.table,
      columns: t.columns,
      primaryKey: t.primaryKey,
      selfReferences: t.selfReferences,
      parents: [...new Set(t.references)],
    };
  });
  const placed = new Set<string>();
  const ordered: ArchiveTable[] = [];
  while (pending.length) {
    const next = pending.findIndex((t) => t.parents.every((parent) => placed.has(parent)));
    if (next < 0) throw new Error(`archive: foreign keys form a cycle among ${pending.map((t) => t.name).join(', ')}`);
    const [table] = pending.splice(next, 1);
    placed.add(table!.name);
    ordered.push(table!);
  }
  return ordered;
}

/** True when whatever carries `travel` also carries `other`. */
function travelsAtLeast(travel: Travel, other: Travel): boolean {
  const order: Travel[] = ['site', 'accounts', 'secrets'];
  return order.indexOf(other) <= order.indexOf(travel);
}

/** The schema's tables by SQL name; throws for one nobody classified in `TABLE_TRAVEL`. */
export function schemaTables(): Map<string, PgTable> {
  const tables = new Map<string, PgTable>();
  for (const table of Object.values(schema).filter((value) => is(value, PgTable)) as unknown as PgTable[]) {
    const { name } = getTableConfig(table);
    if (!(name in TABLE_TRAVEL))
      throw new Error(
        `archive: table ${name} has no entry in TABLE_TRAVEL (services/archive/tables.ts): decide whether exports carry it`,
      );
    tables.set(name, table);
  }
  return tables;
}

let cached: ArchiveTable[] | undefined;

/** Every table some archive carries, in insert order, computed once from the schema's foreign keys. */
export function archiveTables(): ArchiveTable[] {
  cached ??= parentsFirst([...schemaTables()].filter(([name]) => !neverTravels(name)).map(([, table]) => describeTable(table)));
  return cached;
}

/** The tables an archive of `level` carries, in insert order. */
export function tablesAt(level: ArchiveLevel): ArchiveTable[] {
  return archiveTables().filter((table) => travelsAt(table.travel, level));
}

/** The columns of `table` an archive of `level` carries null (a secret it was not asked for). */
export function columnsLeftOut(table: ArchiveTable, level: ArchiveLevel): Set<string> {
  const columns = COLUMN_TRAVEL[table.name] ?? {};
  return new Set(Object.keys(columns).filter((name) => !travelsAt(columns[name]!, level)));
}

/** One archived table by its SQL name. */
export function archiveTable(name: string): ArchiveTable | undefined {
  return archiveTables().find((table) => table.name === name);
}
