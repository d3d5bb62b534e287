// GET /api/search/suggestions?q= — what the header's search box offers while a reader types
import { contracts } from '@/shared/api/contracts';
import { PUBLIC_CACHE } from '@/server/http/cache';
import { ok } from '@/server/http/respond';
import { route } from '@/server/http/route';
import { suggestSearches } from '@/server/services/content';

export const GET = route(contracts.searchSuggestions, async ({ query, locale }) => ok(await suggestSearches(query.q, locale), { headers: PUBLIC_CACHE }));
