export { listRevisions } from './list';
export { compareRevisions } from './compare';
export { restoreRevision } from './restore';
