/** The manager panel's content verbs: lists, bulk actions, taxonomy, FAQs, uploads (item writes are the content domain's own verbs). */
export { listManagedContents } from './list';
export { sniffMime } from './sniff-mime';
export { bulkContentAction } from './bulk';
export { listManagedTerms, getManagedTerm, createManagedTerm, updateManagedTerm, deleteManagedTerm, type TermKind } from './terms';
export { listManagedFaqs, getManagedFaq, createManagedFaq, updateManagedFaq, deleteManagedFaq } from './faqs';
export { uploadManagerMedia, MEDIA_LIMITS } from './media';
export { getContentEditorData, termOptions, type TermOption } from './editor';
