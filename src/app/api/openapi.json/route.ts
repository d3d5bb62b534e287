// GET /api/openapi.json — the OpenAPI 3.1 description of every endpoint
import { NextResponse } from 'next/server';
import { appUrl } from '@/env';
import { openApiDocument } from '@/server/openapi/document';

export async function GET(): Promise<Response> {
  return NextResponse.json(openApiDocument(appUrl()), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
