// Written by `npm run contracts:browser` from ../contracts/integrations.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/integrations';

export const integrationContracts: BrowserContracts<typeof declared.integrationContracts> = {
  listIntegrationTokens: { operationId: 'listIntegrationTokens', method: 'get', path: '/api/manager/integrations' },
  createIntegrationToken: { operationId: 'createIntegrationToken', method: 'post', path: '/api/manager/integrations' },
  revokeIntegrationToken: { operationId: 'revokeIntegrationToken', method: 'delete', path: '/api/manager/integrations/{id}' },
};
