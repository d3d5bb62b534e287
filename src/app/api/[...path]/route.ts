// ANY /api/* that no handler claims — a JSON 404 in the envelope rather than an HTML page
import { NextResponse, type NextRequest } from 'next/server';
import { translate } from '@/i18n/messages';
import { requestLocale } from '@/server/http/locale';

function notFound(request: NextRequest): Response {
  return NextResponse.json({ message: translate(requestLocale(request), 'api.notFound') }, { status: 404 });
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
