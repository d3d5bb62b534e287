export { getBuiltInPage, listBuiltInPageSources } from './read';
export { resetBuiltInPage } from './reset-built-in-page';
export { setBuiltInPage } from './set-built-in-page';
