// Written by `npm run contracts:browser` from ../contracts/content.ts; the type check holds it to that file.
import type { BrowserContracts } from '../contract';
import type * as declared from '../contracts/content';

export const contentContracts: BrowserContracts<typeof declared.contentContracts> = {
  listContents: { operationId: 'listContents', method: 'get', path: '/api/{type}' },
  getContent: { operationId: 'getContent', method: 'get', path: '/api/{type}/{slug}' },
  listComments: { operationId: 'listComments', method: 'get', path: '/api/{type}/{slug}/comments' },
  createComment: { operationId: 'createComment', method: 'post', path: '/api/{type}/{slug}/comments' },
  listOwnPendingComments: { operationId: 'listOwnPendingComments', method: 'get', path: '/api/user/comments/{type}/{slug}' },
  listCategories: { operationId: 'listCategories', method: 'get', path: '/api/categories' },
  listTags: { operationId: 'listTags', method: 'get', path: '/api/tags' },
  listFaqs: { operationId: 'listFaqs', method: 'get', path: '/api/faqs' },
  search: { operationId: 'search', method: 'get', path: '/api/search' },
  searchSuggestions: { operationId: 'searchSuggestions', method: 'get', path: '/api/search/suggestions' },
  compareMetaverses: { operationId: 'compareMetaverses', method: 'get', path: '/api/metaverses/compare' },
  sendContactMessage: { operationId: 'sendContactMessage', method: 'post', path: '/api/contact-us' },
};
