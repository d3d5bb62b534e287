import { NextResponse, type NextRequest } from 'next/server';
import { translate } from '@/i18n/messages';
import { requestLocale } from './locale';

/** The API's answer for a path no handler claims: a JSON 404 in the envelope rather than an HTML page. */
export function apiNotFound(request: NextRequest): Response {
  return NextResponse.json({ message: translate(requestLocale(request), 'api.notFound') }, { status: 404 });
}
