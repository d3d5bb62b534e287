// Written by `npm run contracts:browser` from ../contracts/engagement.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/engagement';

export const engagementContracts: BrowserContracts<typeof declared.engagementContracts> = {
  getEngagementCounts: { operationId: 'getEngagementCounts', method: 'get', path: '/api/engagement/{type}/{id}' },
  listEngaged: { operationId: 'listEngaged', method: 'get', path: '/api/user/{kind}/{type}' },
  getEngagement: { operationId: 'getEngagement', method: 'get', path: '/api/user/{kind}/{type}/{id}' },
  addEngagement: { operationId: 'addEngagement', method: 'post', path: '/api/user/{kind}/{type}/{id}' },
  removeEngagement: { operationId: 'removeEngagement', method: 'delete', path: '/api/user/{kind}/{type}/{id}' },
};
