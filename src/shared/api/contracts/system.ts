import { z } from 'zod';
import { locales } from '@/i18n/locales';
import { lightModeChoices } from '@/shared/light-mode';
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
  setLightMode: {
    method: 'post',
    path: '/api/preferences/light-mode',
    summary:
      'Turns light mode on or off for this browser (a cookie kept a year) and redirects (303) back to the page the form was on: public pages without scripts, web font or large images (ADR 0031). A plain form post, so it works on a light page too',
    tag: 'System',
    auth: 'public',
    query: z.object({ mode: z.enum(lightModeChoices) }),
  },
  getOpenApiDocument: {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document',
    tag: 'System',
    auth: 'public',
  },
  getClientMessages: {
    method: 'get',
    path: '/api/messages/{group}',
    summary: 'The messages of a part of the interface that loads on use (the sign-in dialog), in one language; cached for a build',
    tag: 'System',
    auth: 'public',
    params: z.object({ group: z.enum(['authDialog']) }),
    query: z.object({
      locale: z.enum(locales),
      build: z.string().max(100).optional().describe('The build the page came from: a new build is a new address, so the answer may be cached for good'),
    }),
    response: dataEnvelope(z.record(z.string(), z.unknown())),
  },
});
