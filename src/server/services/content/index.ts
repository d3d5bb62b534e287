/** The content domain's service verbs, as pages and route handlers import them. */
export { listContents, listParsedContents } from './list';
export { listAnyContentsByIds, listContentsByIds } from './by-ids';
export { getContentForEditing, type ContentForEditing } from './edit';
export { listSitemapEntries, type SitemapEntry } from './sitemap';
export { getContentBySlug, itemTranslationsBySlug, visibleContentId, type ItemTranslation } from './get-by-slug';
export { search } from './search';
export { flushSearchCounts, searchAndCount, searchCounts } from './search-counts';
export { spellingSuggestion, suggestSearches, type SearchSuggestion } from './search-suggestions';
export { compareMetaverses } from './compare';
export { listCategories, listTags } from './taxonomy';
export { listFaqs, type FaqJson } from './faqs';
export { createContactMessage } from './contact';
export { createContent, type ContentWriteResult } from './create';
export { updateContent } from './update';
export { deleteContent } from './delete';
export { createComment } from './create-comment';
export {
  listApprovedComments,
  listOwnPendingComments,
  applyCommentStatus,
  shiftCommentCount,
  type CommentJson,
  type CommentThread,
  type PublicComment,
  type CommentStatus,
} from './comments';
export type { ContentListItem, ContentDetail, MediaJson, TermJson } from './items';
export type { PersonJson } from './people';
export { sanitizeBody, readingTimeOf, withoutRepeatedLead } from './html';
export { readableBody } from './readable-body';
