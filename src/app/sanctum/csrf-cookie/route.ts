// GET /sanctum/csrf-cookie — sets the XSRF-TOKEN cookie the client echoes in X-XSRF-TOKEN
import { setXsrfCookie } from '@/server/auth/cookies';
import { handle } from '@/server/http/handler';
import { noContent } from '@/server/http/respond';

export const dynamic = 'force-dynamic';

export const GET = handle(async () => {
  const response = noContent({ 'Cache-Control': 'no-store' });
  setXsrfCookie(response);
  return response;
});
