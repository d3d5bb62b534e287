import { z } from 'zod';
import { dataEnvelope } from '@/shared/schemas/envelope';
import { defineContracts } from '../contract';

export const systemContracts = defineContracts({
  getHealth: {
    method: 'get',
    path: '/api/health',
    summary: 'Liveness and database reachability',
    tag: 'System',
    auth: 'public',
    response: z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) }),
    errors: [503],
  },
  getBuild: {
    method: 'get',
    path: '/api/build',
    summary: 'Id of the build being served',
    tag: 'System',
    auth: 'public',
    query: z.object({
      t: z.string().optional().describe('Any value, ignored: a new one per poll keeps every cache between the browser and the server from answering'),
    }),
    response: dataEnvelope(z.object({ build_id: z.string() })),
  },
  getOpenApiDocument: {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document',
    tag: 'System',
    auth: 'public',
  },
});
