import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';
import type { Locale } from '@/i18n/locales';
import type { BuiltInPage } from '@/shared/built-in-pages';
import { contents } from './content';

/**
 * Old addresses answered with a 301 before the 404 (a WordPress site's permalinks, or one a
 * manager adds). `source` is a path as the browser sends it, percent-decoded, with the one query
 * parameter that names a page where there is one (`/?p=123`); `target` a path on this site.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: id(),
    source: text().notNull().unique(),
    target: text().notNull(),
    /** The item the target shows, so a redirect can follow the item's slug and go with it. */
    contentId: uuid().references(() => contents.id, { onDelete: 'cascade' }),
    origin: text({ enum: ['import', 'manual'] }).notNull().default('manual'),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.contentId), index().on(t.createdAt)],
);

export type ImportKeyKind = 'content' | 'category' | 'tag' | 'comment' | 'media';

/**
 * What an import made of each thing in its source file, keyed the way the file names it (a
 * WordPress GUID or post id, a term's taxonomy and slug): a second run finds the row it made and
 * updates it instead of adding a copy.
 */
export const importKeys = pgTable(
  'import_keys',
  {
    kind: text({ enum: ['content', 'category', 'tag', 'comment', 'media'] }).notNull(),
    sourceKey: text().notNull(),
    targetId: uuid().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.sourceKey] }), index().on(t.targetId)],
);

export type ImportProgress = Record<string, { done: number; total: number }>;
/**
 * One line of an import's report: what happened (`message`, a key the screens translate) to which
 * item (`kind`, `key`, `title`), and, where the item alone does not say it, what exactly (`detail`:
 * the address of a missing file, a block's name, how many terms were kept of how many).
 */
export type ImportReportLine = {
  level: 'info' | 'warning' | 'skipped' | 'error';
  kind: string;
  key?: string;
  title?: string;
  message: string;
  detail?: string;
  /** An item whose old address is one of the built-in pages: the page, and the item as it is here. */
  built_in_page?: { page: BuiltInPage; locale: Locale; content_id: string; path: string };
};

/** One import (or export) run started from the manager panel: its progress survives a reload. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: id(),
    kind: text({ enum: ['wordpress', 'archive', 'export'] }).notNull(),
    status: text({ enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    /** The uploaded file and media archive in storage, and what was chosen on the screen. */
    options: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    progress: jsonb().$type<ImportProgress>().notNull().default({}),
    report: jsonb().$type<ImportReportLine[]>().notNull().default([]),
    /** Items written (created or updated) by the run. */
    written: integer().notNull().default(0),
    /** What the run produced (an export's archive in storage). */
    resultPath: text(),
    error: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.createdAt)],
);
