import { z } from 'zod';
import { contentTypes, typesWhere, type PlayableType, type ReadingType } from '@/shared/content-types';
import { numeric } from './primitives';
import { contentListItemOutput } from './content-output';
import { userEventSchema } from './events';
import { userGuideSchema } from './where-to-start';

/** The user dashboard and the playback-progress reports behind its "continue" cards. */

/** Types whose progress is recorded: where a player stopped, or that an item was opened to read. */
export type ProgressType = PlayableType | ReadingType;
export const progressTypes = typesWhere(contentTypes, (entry) => entry.playable !== null || entry.tracksReading) as [ProgressType, ...ProgressType[]];

export const progressParams = z.object({ type: z.enum(progressTypes), id: z.uuid() });

/** Seconds; an article report sends nothing (it records that the article was opened). */
export const progressBodySchema = z.object({
  position: numeric(z.number().min(0).max(1_000_000)).default(0),
  duration: numeric(z.number().min(0).max(1_000_000)).default(0),
});
export type ProgressBody = z.infer<typeof progressBodySchema>;

export const progressStateSchema = z.object({
  type: z.enum(progressTypes),
  id: z.uuid(),
  position: z.number(),
  duration: z.number(),
  finished: z.boolean(),
});
export type ProgressState = z.infer<typeof progressStateSchema>;

export const continueItemSchema = z.object({
  item: contentListItemOutput,
  position: z.number(),
  duration: z.number(),
  updated_at: z.iso.datetime(),
});
export type ContinueItem = z.infer<typeof continueItemSchema>;

/** The counts shown as tiles: the ledger's, unread notifications and tickets not yet closed. */
export const dashboardCountsSchema = z.object({
  saves: z.number().int(),
  likes: z.number().int(),
  checks: z.number().int(),
  notifications: z.number().int(),
  tickets: z.number().int(),
});

export const userDashboardSchema = z.object({
  user: z.object({ name: z.string(), username: z.string() }),
  counts: dashboardCountsSchema,
  upcoming_events: z.array(userEventSchema),
  continue: z.object({
    /** The last podcast or video started and not finished. */
    media: continueItemSchema.nullable(),
    /** The last article opened. */
    article: continueItemSchema.nullable(),
  }),
  guides: z.array(userGuideSchema),
});
export type UserDashboard = z.infer<typeof userDashboardSchema>;
