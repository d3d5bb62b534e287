// POST /api/preferences/light-mode?mode=on|off — light mode for this browser, back to the page
import { contracts } from '@/shared/api/contracts';
import { route } from '@/server/http/route';
import { lightModeAnswer } from '@/server/http/light-mode-answer';

export const dynamic = 'force-dynamic';

export const POST = route(contracts.setLightMode, async ({ request, query, locale }) =>
  lightModeAnswer(request, query.mode, locale),
);
