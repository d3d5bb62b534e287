/** Autosaved working copies of the manager's forms (ADR 0021): keep, read and drop the caller's own. */
export { saveWorkingCopy } from './save';
export { getWorkingCopy } from './read';
export { discardWorkingCopy } from './discard';
