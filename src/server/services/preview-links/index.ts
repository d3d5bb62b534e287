/** Preview links of unpublished items (ADR 0020): made, listed and revoked by editors, opened by anyone holding one. */
export { createPreviewLink } from './create';
export { listPreviewLinks } from './list';
export { revokePreviewLink } from './revoke';
export { ClosedPreviewError, openPreview, type Preview } from './open';
