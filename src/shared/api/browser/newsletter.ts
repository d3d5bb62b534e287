// Written by `npm run contracts:browser` from ../contracts/newsletter.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/newsletter';

export const newsletterContracts: BrowserContracts<typeof declared.newsletterContracts> = {
  subscribeToNewsletter: { operationId: 'subscribeToNewsletter', method: 'post', path: '/api/newsletter/subscriptions' },
  confirmNewsletterSubscription: {
    operationId: 'confirmNewsletterSubscription',
    method: 'post',
    path: '/api/newsletter/confirm',
  },
  getNewsletterPreferences: { operationId: 'getNewsletterPreferences', method: 'get', path: '/api/newsletter/preferences' },
  updateNewsletterPreferences: {
    operationId: 'updateNewsletterPreferences',
    method: 'patch',
    path: '/api/newsletter/preferences',
  },
  endNewsletterSubscription: { operationId: 'endNewsletterSubscription', method: 'delete', path: '/api/newsletter/preferences' },
  unsubscribeOneClick: { operationId: 'unsubscribeOneClick', method: 'post', path: '/api/newsletter/unsubscribe' },
  openUnsubscribeLink: { operationId: 'openUnsubscribeLink', method: 'get', path: '/api/newsletter/unsubscribe' },
  followNewsletterLink: { operationId: 'followNewsletterLink', method: 'get', path: '/api/newsletter/click' },
  openNewsletterPixel: { operationId: 'openNewsletterPixel', method: 'get', path: '/api/newsletter/open' },
  getPushKey: { operationId: 'getPushKey', method: 'get', path: '/api/push/key' },
  subscribeToPush: { operationId: 'subscribeToPush', method: 'post', path: '/api/push/subscriptions' },
  unsubscribeFromPush: { operationId: 'unsubscribeFromPush', method: 'delete', path: '/api/push/subscriptions' },
  getAccountNewsletter: { operationId: 'getAccountNewsletter', method: 'get', path: '/api/user/newsletter' },
  putAccountNewsletter: { operationId: 'putAccountNewsletter', method: 'put', path: '/api/user/newsletter' },
  deleteAccountNewsletter: { operationId: 'deleteAccountNewsletter', method: 'delete', path: '/api/user/newsletter' },
  listNewsletterSubscribers: {
    operationId: 'listNewsletterSubscribers',
    method: 'get',
    path: '/api/manager/newsletter/subscribers',
  },
  countNewsletterSubscribers: {
    operationId: 'countNewsletterSubscribers',
    method: 'get',
    path: '/api/manager/newsletter/subscribers/counts',
  },
  importNewsletterSubscribers: {
    operationId: 'importNewsletterSubscribers',
    method: 'post',
    path: '/api/manager/newsletter/subscribers/import',
  },
  exportNewsletterSubscribers: {
    operationId: 'exportNewsletterSubscribers',
    method: 'get',
    path: '/api/manager/newsletter/subscribers/export',
  },
  listNewsletterIssues: { operationId: 'listNewsletterIssues', method: 'get', path: '/api/manager/newsletter/issues' },
  createNewsletterIssue: { operationId: 'createNewsletterIssue', method: 'post', path: '/api/manager/newsletter/issues' },
  getNewsletterIssue: { operationId: 'getNewsletterIssue', method: 'get', path: '/api/manager/newsletter/issues/{id}' },
  updateNewsletterIssue: { operationId: 'updateNewsletterIssue', method: 'patch', path: '/api/manager/newsletter/issues/{id}' },
  previewNewsletterIssue: {
    operationId: 'previewNewsletterIssue',
    method: 'get',
    path: '/api/manager/newsletter/issues/{id}/preview',
  },
  testNewsletterIssue: { operationId: 'testNewsletterIssue', method: 'post', path: '/api/manager/newsletter/issues/{id}/test' },
  sendNewsletterIssue: { operationId: 'sendNewsletterIssue', method: 'post', path: '/api/manager/newsletter/issues/{id}/send' },
};
