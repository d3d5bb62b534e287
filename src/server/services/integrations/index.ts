export { createIntegrationToken } from './create-integration-token';
export { listIntegrationTokens } from './list-integration-tokens';
export { revokeIntegrationToken } from './revoke-integration-token';
