// Written by `npm run contracts:browser` from ../contracts/system.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/system';

export const systemContracts: BrowserContracts<typeof declared.systemContracts> = {
  getHealth: { operationId: 'getHealth', method: 'get', path: '/api/health' },
  getBuild: { operationId: 'getBuild', method: 'get', path: '/api/build' },
  setLightMode: { operationId: 'setLightMode', method: 'post', path: '/api/preferences/light-mode' },
  getOpenApiDocument: { operationId: 'getOpenApiDocument', method: 'get', path: '/api/openapi.json' },
  getClientMessages: { operationId: 'getClientMessages', method: 'get', path: '/api/messages/{group}' },
};
