import { z } from 'zod';
import { dataEnvelope } from '@/shared/schemas/envelope';
import { idParams } from '@/shared/schemas/params';
import { revokedSessionsSchema, sessionSchema } from '@/shared/schemas/sessions';
import { defineContracts } from '../contract';

const tag = 'Sessions';

/** The reader's own signed-in sessions: listed, and signed out one at a time or all but this one. */
export const sessionContracts = defineContracts({
  listSessions: {
    method: 'get',
    path: '/api/user/sessions',
    summary: "The user's signed-in sessions, most recently used first, the request's own marked `current`",
    tag,
    auth: 'user',
    response: dataEnvelope(z.array(sessionSchema)),
  },
  revokeSession: {
    method: 'delete',
    path: '/api/user/sessions/{id}',
    summary: 'Sign one of the user\u2019s sessions out (another user\u2019s is a 404); its next request is unauthenticated',
    tag,
    auth: 'user',
    params: idParams,
    response: z.object({ data: z.null(), message: z.string() }),
    errors: [404, 419],
  },
  revokeOtherSessions: {
    method: 'delete',
    path: '/api/user/sessions',
    summary: 'Sign out every session of the user but the one making the request',
    tag,
    auth: 'user',
    response: dataEnvelope(revokedSessionsSchema),
    errors: [419],
  },
});
