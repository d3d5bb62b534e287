import { z } from 'zod';
import { publicUserSchema } from './accounts';
import { engagementIdsShape } from './engagement';

/**
 * SPEC §3's auth answer: the user and the ids of what they saved, liked and checked. Apart from
 * the account forms' schemas, so the browser's forms do not load the content-type registry.
 */
export const authPayloadSchema = z.object({ user: publicUserSchema, ...engagementIdsShape });
export type AuthPayload = z.infer<typeof authPayloadSchema>;

export const authWithTokenSchema = authPayloadSchema.extend({ token: z.string() });
export type AuthWithToken = z.infer<typeof authWithTokenSchema>;
