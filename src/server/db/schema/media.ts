import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

export type MediaVariant = { width: number; height: number; path: string; size: number };

/** Every stored upload. `path` is relative to the storage root and served under `/media/`. */
export const media = pgTable(
  'media',
  {
    id: id(),
    kind: text({ enum: ['image', 'audio', 'video', 'file'] }).notNull(),
    path: text().notNull().unique(),
    mime: text().notNull(),
    size: integer().notNull(),
    width: integer(),
    height: integer(),
    /** Responsive WebP renditions of images, narrowest first. */
    variants: jsonb().$type<MediaVariant[]>().notNull().default([]),
    alt: text(),
    /** The file name as the uploader's device called it: shown to people, never used as a path. */
    originalName: text(),
    /** Measured length of audio and video in seconds; null for images and unreadable files. */
    durationSeconds: real(),
    /**
     * The address a WordPress import named for a file it could not bring: the row then holds a
     * placeholder picture of the file's size, shown in its place and listed as missing media.
     */
    missingFrom: text(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.kind, t.createdAt), index('media_missing_idx').on(t.createdAt).where(sql`${t.missingFrom} IS NOT NULL`)],
);
