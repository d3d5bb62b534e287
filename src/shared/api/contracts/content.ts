import { z } from 'zod';
import { contentTypeNames } from '@/shared/content-types';
import { contentTypeSchema } from '@/shared/schemas/content-attributes';
import { dataEnvelope, listEnvelope } from '@/shared/schemas/envelope';
import { compareQuery, contactUsSchema, createCommentSchema, faqsQuery, listContentsQuery, pathSlug, searchQuery, searchSuggestionsQuery } from '@/shared/schemas/content';
import {
  commentOutput,
  commentThreadOutput,
  contentDetailOutput,
  contentListItemOutput,
  faqOutput,
  searchSuggestionsOutput,
  termOutput,
} from '@/shared/schemas/content-output';
import { cursorPaginationMeta } from '@/shared/schemas/pagination';
import { defineContracts } from '../contract';

const typeParam = z.object({ type: contentTypeSchema.describe(`One of: ${contentTypeNames.join(', ')}`) });
const slugParam = typeParam.extend({ slug: pathSlug.describe("The item's slug in the request's language") });

export const contentContracts = defineContracts({
  listContents: {
    method: 'get',
    path: '/api/{type}',
    summary: 'Published items of a content type, in the request language (filter by category or tag, sort, search)',
    tag: 'Content',
    auth: 'public',
    params: typeParam,
    query: listContentsQuery,
    response: listEnvelope(contentListItemOutput, cursorPaginationMeta),
    errors: [404, 422],
  },
  getContent: {
    method: 'get',
    path: '/api/{type}/{slug}',
    summary: 'One published item with body, SEO fields, both languages\u2019 slugs and related items',
    tag: 'Content',
    auth: 'public',
    params: slugParam,
    response: dataEnvelope(contentDetailOutput),
    errors: [404],
  },
  listComments: {
    method: 'get',
    path: '/api/{type}/{slug}/comments',
    summary:
      'Approved comments of an item written in the request language (Accept-Language or ?locale=), each with its approved replies (one level deep): each translation has its own discussion',
    tag: 'Comments',
    auth: 'public',
    params: slugParam,
    response: dataEnvelope(z.array(commentThreadOutput)),
    errors: [404],
  },
  createComment: {
    method: 'post',
    path: '/api/{type}/{slug}/comments',
    summary:
      'Comment on an item in the request language, or reply to an approved comment (a reply joins its thread\u2019s language; replies stay one level deep); held for moderation',
    tag: 'Comments',
    auth: 'user',
    params: slugParam,
    rateLimit: { limiter: 'comment', by: 'user' },
    body: createCommentSchema,
    response: dataEnvelope(commentOutput),
    successStatus: 201,
    errors: [404, 419, 429],
  },
  listOwnPendingComments: {
    method: 'get',
    path: '/api/user/comments/{type}/{slug}',
    summary: 'The signed-in user\u2019s own comments on an item, in the request language, that still await moderation',
    tag: 'Comments',
    auth: 'user',
    params: slugParam,
    response: dataEnvelope(z.array(commentOutput)),
    errors: [404],
  },
  listCategories: {
    method: 'get',
    path: '/api/categories',
    summary: 'Categories named in the request language',
    tag: 'Content',
    auth: 'public',
    response: dataEnvelope(z.array(termOutput)),
  },
  listTags: {
    method: 'get',
    path: '/api/tags',
    summary: 'Tags named in the request language',
    tag: 'Content',
    auth: 'public',
    response: dataEnvelope(z.array(termOutput)),
  },
  listFaqs: {
    method: 'get',
    path: '/api/faqs',
    summary: 'Frequently asked questions, each under one of the twelve topics',
    tag: 'Content',
    auth: 'public',
    query: faqsQuery,
    response: dataEnvelope(z.array(faqOutput)),
    errors: [422],
  },
  search: {
    method: 'get',
    path: '/api/search',
    summary: 'Search every content type (Persian-normalized full text plus trigram similarity)',
    tag: 'Content',
    auth: 'public',
    query: searchQuery,
    response: dataEnvelope(z.array(contentListItemOutput)),
    errors: [422],
  },
  searchSuggestions: {
    method: 'get',
    path: '/api/search/suggestions',
    summary: 'Titles, tags and categories starting with what is typed, in the request language; a spelling to try when none does',
    tag: 'Content',
    auth: 'public',
    query: searchSuggestionsQuery,
    response: dataEnvelope(searchSuggestionsOutput),
    errors: [422],
  },
  compareMetaverses: {
    method: 'get',
    path: '/api/metaverses/compare',
    summary: 'Two to four metaverses side by side (ids comma-separated)',
    tag: 'Content',
    auth: 'public',
    query: compareQuery,
    response: dataEnvelope(z.array(contentListItemOutput)),
    errors: [404, 422],
  },
  sendContactMessage: {
    method: 'post',
    path: '/api/contact-us',
    summary: 'Send a message to the team; `website` is a honeypot and must stay empty',
    tag: 'Contact',
    auth: 'public',
    rateLimit: { limiter: 'contact', by: 'ip' },
    body: contactUsSchema,
    response: dataEnvelope(z.object({ received: z.literal(true) })),
    successStatus: 201,
    errors: [422, 429],
  },
});
