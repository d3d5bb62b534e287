// GET /sanctum/csrf-cookie — sets the XSRF-TOKEN cookie the client echoes in X-XSRF-TOKEN
import { contracts } from '@/shared/api/contracts';
import { setXsrfCookie } from '@/server/auth/cookies';
import { noContent } from '@/server/http/respond';
import { route } from '@/server/http/route';

export const dynamic = 'force-dynamic';

export const GET = route(contracts.getCsrfCookie, async () => {
  const response = noContent({ 'Cache-Control': 'no-store' });
  setXsrfCookie(response);
  return response;
});
