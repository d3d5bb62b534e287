// Written by `npm run contracts:browser` from ../contracts/content-revisions.ts; the type check holds it to that file.
export { revisionContracts } from '../contracts/content-revisions';
