/** The manager panel's content verbs: lists, bulk actions, taxonomy, FAQs, uploads (item writes are the content domain's own verbs). */
export { listManagedContents } from './list';
export { sniffMime } from './sniff-mime';
export { bulkContentAction } from './bulk';
export { listManagedTerms, getManagedTerm, type TermKind } from './terms';
export { createManagedTerm } from './create-term';
export { updateManagedTerm } from './update-term';
export { deleteManagedTerm } from './delete-term';
export { listManagedFaqs, getManagedFaq } from './faqs';
export { createManagedFaq } from './create-faq';
export { updateManagedFaq } from './update-faq';
export { deleteManagedFaq } from './delete-faq';
export { uploadManagerMedia, MEDIA_LIMITS } from './media';
export { getContentEditorData, termOptions, type TermOption } from './editor';
