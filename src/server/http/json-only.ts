import { AppError } from '@/server/errors';

/**
 * Refuses a body that is not declared as JSON (415). A page on another site can submit a
 * `text/plain` form whose body looks like JSON without a CORS preflight, but not an
 * `application/json` one; requiring it stops cross-site sign-in ("login CSRF") on the endpoints
 * that set the auth cookie.
 */
export function assertJsonRequest(request: Request): void {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new AppError(415, 'api.badRequest');
}
