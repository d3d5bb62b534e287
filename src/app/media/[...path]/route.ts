// GET /media/{path} — serve a stored upload, with byte ranges for audio and video seeking
import { NextResponse, type NextRequest } from 'next/server';
import { BODY_LENGTH_HEADER } from '@/server/http/body-length';
import { getStorage, isPublicMediaKey, parseRange } from '@/server/storage';
import { mimeOfKey } from '@/server/services/media';

export const dynamic = 'force-dynamic';

// Stored names are random and never rewritten, so a URL's bytes never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Context = { params: Promise<{ path: string[] }> };

async function serve(request: NextRequest, { params }: Context, withBody: boolean): Promise<Response> {
  const key = (await params).path.join('/');
  const notFound = () => new NextResponse(null, { status: 404 });
  // Ticket attachments, export archives and import uploads are handed out only by guarded API routes.
  if (!isPublicMediaKey(key)) return notFound();
  const storage = getStorage();
  const info = await storage.stat(key);
  if (!info) return notFound();

  const headers: Record<string, string> = {
    'Content-Type': mimeOfKey(key),
    'Accept-Ranges': 'bytes',
    'Cache-Control': IMMUTABLE,
    'Last-Modified': info.modifiedAt.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  const range = parseRange(request.headers.get('range'), info.size);
  if (range === 'unsatisfiable') {
    return new NextResponse(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${info.size}` } });
  }
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${info.size}`;
    headers['Content-Length'] = headers[BODY_LENGTH_HEADER] = String(range.end - range.start + 1);
    const body = withBody ? await storage.stream(key, range) : null;
    return new NextResponse(body, { status: 206, headers });
  }
  headers['Content-Length'] = headers[BODY_LENGTH_HEADER] = String(info.size);
  const body = withBody ? await storage.stream(key) : null;
  return new NextResponse(body, { status: 200, headers });
}

export function GET(request: NextRequest, context: Context): Promise<Response> {
  return serve(request, context, true);
}

export function HEAD(request: NextRequest, context: Context): Promise<Response> {
  return serve(request, context, false);
}
