// Written by `npm run contracts:browser` from ../contracts/working-copies.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/working-copies';

export const workingCopyContracts: BrowserContracts<typeof declared.workingCopyContracts> = {
  getWorkingCopy: { operationId: 'getWorkingCopy', method: 'get', path: '/api/manager/working-copies/{kind}/{key}' },
  saveWorkingCopy: { operationId: 'saveWorkingCopy', method: 'put', path: '/api/manager/working-copies/{kind}/{key}' },
  discardWorkingCopy: { operationId: 'discardWorkingCopy', method: 'delete', path: '/api/manager/working-copies/{kind}/{key}' },
};
