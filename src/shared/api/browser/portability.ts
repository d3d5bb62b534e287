// Written by `npm run contracts:browser` from ../contracts/portability.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/portability';

export const portabilityContracts: BrowserContracts<typeof declared.portabilityContracts> = {
  listRedirects: { operationId: 'listRedirects', method: 'get', path: '/api/manager/redirects' },
  listMedia: { operationId: 'listMedia', method: 'get', path: '/api/manager/media' },
  createRedirect: { operationId: 'createRedirect', method: 'post', path: '/api/manager/redirects' },
  deleteRedirect: { operationId: 'deleteRedirect', method: 'delete', path: '/api/manager/redirects/{id}' },
  setBuiltInPage: { operationId: 'setBuiltInPage', method: 'put', path: '/api/manager/pages/{page}/{language}' },
  resetBuiltInPage: { operationId: 'resetBuiltInPage', method: 'delete', path: '/api/manager/pages/{page}/{language}' },
  uploadImportFile: { operationId: 'uploadImportFile', method: 'put', path: '/api/manager/import/files' },
  startWordpressImport: { operationId: 'startWordpressImport', method: 'post', path: '/api/manager/import/wordpress' },
  listImportRuns: { operationId: 'listImportRuns', method: 'get', path: '/api/manager/import/runs' },
  getImportRun: { operationId: 'getImportRun', method: 'get', path: '/api/manager/import/runs/{id}' },
  startExport: { operationId: 'startExport', method: 'post', path: '/api/manager/export' },
  listExportRuns: { operationId: 'listExportRuns', method: 'get', path: '/api/manager/export/runs' },
  getExportRun: { operationId: 'getExportRun', method: 'get', path: '/api/manager/export/runs/{id}' },
  downloadExport: { operationId: 'downloadExport', method: 'get', path: '/api/manager/export/runs/{id}/archive' },
};
