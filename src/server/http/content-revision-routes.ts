import { revisionContracts } from '@/shared/api/contracts';
import type { User } from '@/server/db/schema';
import { heartbeatPresence, leavePresence } from '@/server/services/content/editing-presence';
import { compareRevisions, listRevisions, restoreRevision } from '@/server/services/content/revisions';
import type { ContentType } from '@/shared/content-types';
import { byContentType } from './manager-content-routes';
import { noContent, ok } from './respond';
import { route } from './route';

const editorOf = (user: User) => ({ id: user.id, name: [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username });

/** `/api/manager/{type}/{id}/revisions…` and `/presence` for one content type (ADR 0019). */
function revisionRoutes(type: ContentType) {
  const contracts = revisionContracts[type];
  return {
    list: route(contracts.list, async ({ params }) => ok(await listRevisions(type, params.id))),
    compare: route(contracts.compare, async ({ params, query }) => ok(await compareRevisions(type, params.id, query))),
    restore: route(contracts.restore, async ({ params, by }) =>
      ok(await restoreRevision({ type, id: params.id, version: params.version, by })),
    ),
    heartbeat: route(contracts.heartbeat, async ({ params, user }) => ok({ editors: heartbeatPresence(`${type}:${params.id}`, editorOf(user)) })),
    leave: route(contracts.leave, async ({ params, user }) => {
      leavePresence(`${type}:${params.id}`, editorOf(user));
      return noContent();
    }),
  };
}

export const contentRevisionRoutes = byContentType(revisionRoutes);
