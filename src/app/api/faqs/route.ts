// GET /api/faqs — questions and answers, each under one of the twelve topics (?topic= narrows)
import { contracts } from '@/shared/api/contracts';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { listFaqs } from '@/server/services/content';

export const GET = route(contracts.listFaqs, async ({ query, locale }) =>
  ok(await listFaqs(locale, query.topic), { headers: PUBLIC_CACHE }),
);
