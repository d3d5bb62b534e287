import { z } from 'zod';
import { contentListItemOutput } from '@/shared/schemas/content-output';
import { dataEnvelope, listEnvelope } from '@/shared/schemas/envelope';
import { contentTypeSchema } from '@/shared/schemas/content-attributes';
import { engagementCountsOutput, engagementItemParams, engagementListParams, engagementStateOutput } from '@/shared/schemas/engagement';
import { paginationQuery } from '@/shared/schemas/pagination';
import { defineContracts } from '../contract';

const stateEnvelope = dataEnvelope(engagementStateOutput);

export const engagementContracts = defineContracts({
  getEngagementCounts: {
    method: 'get',
    path: '/api/engagement/{type}/{id}',
    summary:
      'A published item\u2019s like, save and check counters as they are now (never cached): cached pages correct their counts with it',
    tag: 'Engagement',
    auth: 'public',
    params: z.object({ type: contentTypeSchema, id: z.uuid().describe("The item's id") }),
    response: dataEnvelope(engagementCountsOutput),
    errors: [404],
  },
  listEngaged: {
    method: 'get',
    path: '/api/user/{kind}/{type}',
    summary: 'The signed-in user\u2019s saved, liked or checked items of a type, newest first (visible items in the request language)',
    tag: 'Engagement',
    auth: 'user',
    params: engagementListParams,
    query: paginationQuery,
    response: listEnvelope(contentListItemOutput),
    errors: [404, 422],
  },
  getEngagement: {
    method: 'get',
    path: '/api/user/{kind}/{type}/{id}',
    summary: 'Whether the signed-in user has saved, liked or checked a visible item, with its counter',
    tag: 'Engagement',
    auth: 'user',
    params: engagementItemParams,
    response: dataEnvelope(engagementStateOutput),
    errors: [404],
  },
  addEngagement: {
    method: 'post',
    path: '/api/user/{kind}/{type}/{id}',
    summary: 'Save, like or check a visible item; idempotent (201 when added, 200 when it already was)',
    tag: 'Engagement',
    auth: 'user',
    params: engagementItemParams,
    response: stateEnvelope,
    successStatus: 201,
    errors: [404, 419],
  },
  removeEngagement: {
    method: 'delete',
    path: '/api/user/{kind}/{type}/{id}',
    summary: 'Remove a save, like or check; answers the item\u2019s new counter',
    tag: 'Engagement',
    auth: 'user',
    params: engagementItemParams,
    response: stateEnvelope,
    errors: [404, 419],
  },
});
