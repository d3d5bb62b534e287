export { createRedirect } from './create-redirect';
export { deleteRedirect } from './delete-redirect';
export { findRedirect } from './find-redirect';
export { listRedirects } from './list-redirects';
