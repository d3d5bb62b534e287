import { dataEnvelope } from '@/shared/schemas/envelope';
import { createdIntegrationTokenSchema, createIntegrationTokenInput, integrationTokenSchema } from '@/shared/schemas/integrations';
import { idParams } from '@/shared/schemas/params';
import { z } from 'zod';
import { defineContracts } from '../contract';

const common = { tag: 'Manager: integrations', auth: 'manager' as const, permission: 'integrations.manage' as const };

/** API tokens for other systems: scoped, expiring, optionally bound to addresses, revocable. */
export const integrationContracts = defineContracts({
  listIntegrationTokens: {
    ...common,
    method: 'get',
    path: '/api/manager/integrations',
    summary: 'Every integration token, newest first: its name, prefix, scopes, expiry, last use and status (never the token itself)',
    response: dataEnvelope(z.array(integrationTokenSchema)),
  },
  createIntegrationToken: {
    ...common,
    method: 'post',
    path: '/api/manager/integrations',
    summary:
      'Make an integration token acting as you, narrowed to its scopes, expiring after the chosen days and, with `allowed_addresses`, usable only from them; the answer carries the token this once',
    body: createIntegrationTokenInput,
    response: dataEnvelope(createdIntegrationTokenSchema),
    successStatus: 201,
  },
  revokeIntegrationToken: {
    ...common,
    method: 'delete',
    path: '/api/manager/integrations/{id}',
    summary: 'Revoke an integration token: it is refused from the next request on, and stays listed as revoked',
    params: idParams,
    successStatus: 204,
    errors: [404],
  },
});
