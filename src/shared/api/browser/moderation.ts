// Written by `npm run contracts:browser` from ../contracts/moderation.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/moderation';

export const communityContracts: BrowserContracts<typeof declared.communityContracts> = {
  listManagerComments: { operationId: 'listManagerComments', method: 'get', path: '/api/manager/comments' },
  getManagerComment: { operationId: 'getManagerComment', method: 'get', path: '/api/manager/comments/{id}' },
  moderateComment: { operationId: 'moderateComment', method: 'patch', path: '/api/manager/comments/{id}' },
  deleteComment: { operationId: 'deleteComment', method: 'delete', path: '/api/manager/comments/{id}' },
  replyToComment: { operationId: 'replyToComment', method: 'post', path: '/api/manager/comments/{id}/reply' },
  listContactMessages: { operationId: 'listContactMessages', method: 'get', path: '/api/manager/contacts' },
  getContactMessage: { operationId: 'getContactMessage', method: 'get', path: '/api/manager/contacts/{id}' },
  updateContactMessage: { operationId: 'updateContactMessage', method: 'patch', path: '/api/manager/contacts/{id}' },
  deleteContactMessage: { operationId: 'deleteContactMessage', method: 'delete', path: '/api/manager/contacts/{id}' },
  listActivities: { operationId: 'listActivities', method: 'get', path: '/api/manager/activities' },
  getStatistics: { operationId: 'getStatistics', method: 'get', path: '/api/manager/statistics' },
  getManagerDashboard: { operationId: 'getManagerDashboard', method: 'get', path: '/api/manager/dashboard' },
};
