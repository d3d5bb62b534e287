/** Where a request came from, for the activity log and per-IP rate limits. */
export type ClientInfo = { ip: string | null; userAgent: string | null };

/**
 * `x-real-ip` is set (overwritten) by the reverse proxy; failing that, the right-most
 * `x-forwarded-for` entry is the one our own proxy appended. The left-most entries are whatever
 * the client claimed, so trusting them would let anyone dodge per-IP limits.
 */
export function clientInfo(request: Request): ClientInfo {
  const realIp = request.headers.get('x-real-ip')?.trim();
  const forwarded = request.headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const ip = realIp || forwarded?.at(-1) || null;
  const userAgent = request.headers.get('user-agent')?.slice(0, 500) ?? null;
  return { ip, userAgent };
}
