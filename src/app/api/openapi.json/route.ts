// GET /api/openapi.json — the OpenAPI 3.1 description of every endpoint
import { NextResponse } from 'next/server';
import { appUrl } from '@/env';
import { contracts } from '@/shared/api/contracts';
import { describedBy } from '@/server/http/route';
import { openApiDocument } from '@/server/openapi/document';

export const GET = describedBy(contracts.getOpenApiDocument, async (): Promise<Response> =>
  NextResponse.json(openApiDocument(appUrl()), { headers: { 'Cache-Control': 'public, max-age=300' } }),
);
