// Written by `npm run contracts:browser` from ../contracts/sessions.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/sessions';

export const sessionContracts: BrowserContracts<typeof declared.sessionContracts> = {
  listSessions: { operationId: 'listSessions', method: 'get', path: '/api/user/sessions' },
  revokeSession: { operationId: 'revokeSession', method: 'delete', path: '/api/user/sessions/{id}' },
  revokeOtherSessions: { operationId: 'revokeOtherSessions', method: 'delete', path: '/api/user/sessions' },
};
