import {
  analyticsExportQuery,
  analyticsQuery,
  analyticsReportSchema,
  beaconAnswer,
  beaconInput,
} from '@/shared/schemas/analytics';
import { dataEnvelope } from '@/shared/schemas/envelope';
import { defineContracts } from '../contract';

/** Reading analytics (ADR 0028): the pages' beacon and the managers' figures. */
export const analyticsContracts = defineContracts({
  recordAnalyticsBeacon: {
    method: 'post',
    path: '/api/analytics/beacon',
    summary:
      'A public page was viewed or read through (navigator.sendBeacon). Answers 202 at once; crawlers, prefetches, Do-Not-Track and Sec-GPC are not counted. No cookie is read or set and no address is stored',
    tag: 'Analytics',
    auth: 'public',
    body: beaconInput,
    response: dataEnvelope(beaconAnswer),
    successStatus: 202,
    errors: [422],
  },
  getAnalytics: {
    method: 'get',
    path: '/api/manager/analytics',
    summary:
      'Views, read-throughs and unique visitors per day, week or month (Jalali buckets for fa, Gregorian for en, or ?calendar=), with the top items, languages, sources and devices of the range',
    tag: 'Analytics',
    auth: 'manager',
    permission: 'analytics.view',
    scope: 'analytics:read',
    query: analyticsQuery,
    response: dataEnvelope(analyticsReportSchema),
    errors: [422],
  },
  exportAnalytics: {
    method: 'get',
    path: '/api/manager/analytics/export',
    summary:
      'One table of the analytics report as CSV (text/csv): the series per bucket, the most read items, or views by language, source or device, over the same range and buckets',
    tag: 'Analytics',
    auth: 'manager',
    permission: 'analytics.view',
    scope: 'analytics:read',
    query: analyticsExportQuery,
    errors: [422],
  },
});
