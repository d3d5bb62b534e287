import { z } from 'zod';
import { errorBody } from '@/shared/schemas/envelope';
import type { Contract } from '@/shared/api/contract';
import { contractList } from '@/shared/api/contracts';
import { apiScopes, INTEGRATION_TOKEN_PREFIX } from '@/shared/api/scopes';

const errorDescriptions: Record<number, string> = {
  400: 'Malformed request',
  401: 'Not signed in',
  403: 'Missing permission',
  404: 'Not found',
  409: 'Conflict',
  415: 'Body must be application/json',
  419: 'CSRF token missing or wrong',
  422: 'Validation failed',
  429: 'Too many requests (see Retry-After)',
  500: 'Server error',
  503: 'Unavailable',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
}

function parameters(endpoint: Contract) {
  const list: object[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const shape = schema instanceof z.ZodPipe ? schema.in.shape : schema.shape;
    for (const [name, field] of Object.entries(shape)) {
      list.push({
        name,
        in: where,
        required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
        schema: jsonSchema(field as z.ZodType, 'input'),
      });
    }
  }
  return list;
}

/** The body as the client sends it: a file-carrying body's file field beside its text fields. */
function bodySchema(endpoint: Contract): z.ZodType {
  const { body, file } = endpoint;
  if (!file || !(body instanceof z.ZodObject)) return body!;
  return body.extend({ [file.field]: z.string().optional().describe(file.description) });
}

/** How a person's own session calls an operation. */
const signedIn = [{ bearer: [] }, { cookie: [] }];

/** Builds the OpenAPI 3.1 document from the contract registry and its zod schemas. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, object>> = {};
  for (const endpoint of contractList) {
    const success = String(endpoint.successStatus ?? 200);
    const errors = [...new Set([...(endpoint.errors ?? []), ...(endpoint.auth === 'public' ? [] : [401]), 500])];
    if (endpoint.auth === 'manager') errors.push(403);
    if (endpoint.body) errors.push(422);
    const responses: Record<string, object> = {
      [success]: {
        description: 'Success',
        ...(endpoint.response ? { content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } } } : {}),
      },
    };
    for (const status of [...new Set(errors)].sort()) {
      responses[String(status)] = {
        description: errorDescriptions[status] ?? 'Error',
        content: { 'application/json': { schema: jsonSchema(endpoint.errorBodies?.[status] ?? errorBody, 'output') } },
      };
    }
    paths[endpoint.path] ??= {};
    paths[endpoint.path]![endpoint.method] = {
      operationId: endpoint.operationId,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.auth === 'public' ? { security: [] } : {}),
      // An integration token may call only the operations that name a scope, and needs that scope.
      ...(endpoint.scope ? { security: [...signedIn, { integrationToken: [endpoint.scope] }], 'x-scope': endpoint.scope } : {}),
      ...(endpoint.permission ? { 'x-permission': endpoint.permission } : {}),
      ...(endpoint.anyPermission ? { 'x-any-permission': endpoint.anyPermission } : {}),
      parameters: parameters(endpoint),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: {
                [endpoint.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: { schema: jsonSchema(bodySchema(endpoint), 'input') },
              },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Darvazeh API',
      version: '1.0.0',
      description: 'Answers follow the Accept-Language header (fa or en; ?locale= overrides).',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Sanctum-style token `id|secret`' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'authorization_token' },
        integrationToken: {
          type: 'http',
          scheme: 'bearer',
          description: `An integration token \`${INTEGRATION_TOKEN_PREFIX}…\`, made by a manager on the integrations screen. It acts as its creator, so the operation's permission must be theirs too, and it opens only the operations whose security lists one of its scopes (also given as \`x-scope\`): ${apiScopes.map((scope) => `\`${scope}\``).join(', ')}. Any other operation answers it 403.`,
        },
      },
    },
    security: signedIn,
    paths,
  };
}
