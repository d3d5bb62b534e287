// Written by `npm run contracts:browser` from ../contracts/analytics.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/analytics';

export const analyticsContracts: BrowserContracts<typeof declared.analyticsContracts> = {
  recordAnalyticsBeacon: { operationId: 'recordAnalyticsBeacon', method: 'post', path: '/api/analytics/beacon' },
  getAnalytics: { operationId: 'getAnalytics', method: 'get', path: '/api/manager/analytics' },
  exportAnalytics: { operationId: 'exportAnalytics', method: 'get', path: '/api/manager/analytics/export' },
};
