// GET /api/faqs — questions and answers, each under one of the twelve topics (?topic= narrows)
import { handle, parseQuery } from '@/server/http/handler';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { listFaqs } from '@/server/services/content';
import { faqsQuery } from '@/shared/schemas/content';

export const GET = handle(async ({ request, locale }) => {
  const { topic } = parseQuery(request, faqsQuery);
  return ok(await listFaqs(locale, topic), { headers: PUBLIC_CACHE });
});
