// Written by `npm run contracts:browser` from ../contracts/preview-links.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/preview-links';
export { previewLinkContracts } from '../contracts/preview-links';

export const previewContracts: BrowserContracts<typeof declared.previewContracts> = {
  getPreview: { operationId: 'getPreview', method: 'get', path: '/api/preview/{token}' },
};
