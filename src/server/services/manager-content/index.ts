/** The manager panel's content verbs (issue 6): lists, writes with publish checks and activity log, bulk actions, taxonomy, FAQs, uploads. */
export { listManagedContents } from './list';
export { createManagedContent, updateManagedContent, deleteManagedContent, isPublishing } from './write';
export { bulkContentAction } from './bulk';
export { listManagedTerms, getManagedTerm, createManagedTerm, updateManagedTerm, deleteManagedTerm, type TermKind } from './terms';
export { listManagedFaqs, getManagedFaq, createManagedFaq, updateManagedFaq, deleteManagedFaq } from './faqs';
export { uploadManagerMedia, sniffMime, MEDIA_LIMITS, mediaUploadPermissions, requireMediaUploader } from './media';
export type { ManagerWriteContext } from './write-context';
export { getContentEditorData, termOptions, type TermOption } from './editor';
