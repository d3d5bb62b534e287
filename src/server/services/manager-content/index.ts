/** The manager panel's content verbs: lists, writes with publish checks and activity log, bulk actions, taxonomy, FAQs, uploads. */
export { listManagedContents } from './list';
export { createManagedContent, updateManagedContent, deleteManagedContent } from './write';
export { isPublishing, sniffMime } from './rules';
export { bulkContentAction } from './bulk';
export { listManagedTerms, getManagedTerm, createManagedTerm, updateManagedTerm, deleteManagedTerm, type TermKind } from './terms';
export { listManagedFaqs, getManagedFaq, createManagedFaq, updateManagedFaq, deleteManagedFaq } from './faqs';
export { uploadManagerMedia, MEDIA_LIMITS, mediaUploadPermissions } from './media';
export { getContentEditorData, termOptions, type TermOption } from './editor';
