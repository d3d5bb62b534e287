// Written by `npm run contracts:browser` from ../contracts/manager-content.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/manager-content';
export { managedContentContracts, termContracts } from '../contracts/manager-content';

export const managerContentContracts: BrowserContracts<typeof declared.managerContentContracts> = {
  listManagedFaqs: { operationId: 'listManagedFaqs', method: 'get', path: '/api/manager/faqs' },
  createFaq: { operationId: 'createFaq', method: 'post', path: '/api/manager/faqs' },
  getFaq: { operationId: 'getFaq', method: 'get', path: '/api/manager/faqs/{id}' },
  updateFaq: { operationId: 'updateFaq', method: 'patch', path: '/api/manager/faqs/{id}' },
  deleteFaq: { operationId: 'deleteFaq', method: 'delete', path: '/api/manager/faqs/{id}' },
  uploadMedia: { operationId: 'uploadMedia', method: 'post', path: '/api/manager/media' },
};
