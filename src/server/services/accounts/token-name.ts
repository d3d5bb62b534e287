import type { ClientInfo } from '../context';

/** Tokens are named after the client that asked for them, for a future "devices" list. */
export function tokenName(client: ClientInfo): string {
  return client.userAgent?.slice(0, 200) || 'api';
}
