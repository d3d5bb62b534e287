import { z } from 'zod';
import { contentTypeNames, type ContentType } from '@/shared/content-types';
import { createContentSchema, updateContentSchema } from '@/shared/schemas/content';
import { dataEnvelope } from '@/shared/schemas/envelope';
import {
  bulkContentSchema,
  bulkResultSchema,
  contentWriteResultSchema,
  faqListQuery,
  faqWriteSchema,
  managedFaqSchema,
  managedTermSchema,
  managerContentList,
  managerContentListQuery,
  mediaUploadSchema,
  termListQuery,
  termWriteSchema,
  uploadedMediaSchema,
} from '@/shared/schemas/manager-content';
import { mediaUploadPermissions } from '@/server/services/manager-content/media';
import type { Endpoint } from '../types';
import { idParams } from '@/shared/schemas/params';

/** An item as the edit form loads it (`getContentForEditing`). */
const contentForEditing = z.object({
  id: z.uuid(),
  type: z.enum(contentTypeNames),
  status: z.string(),
  category_id: z.uuid().nullable(),
  tag_ids: z.array(z.uuid()),
  cover_id: z.uuid().nullable(),
  published_at: z.string().nullable(),
  attributes: z.record(z.string(), z.unknown()),
  translations: z.record(z.string(), z.record(z.string(), z.unknown())),
  created_at: z.string(),
  updated_at: z.string(),
});

function contentTypeEndpoints(type: ContentType): Endpoint[] {
  const base = `/api/manager/${type}`;
  const tag = `Manager: ${type}`;
  const common = { tag, auth: 'manager' as const };
  return [
    {
      ...common,
      method: 'get',
      path: base,
      summary: `Every one of the ${type}, any status, both languages: search q, filter by status, category and language completeness, sort, paginate`,
      permission: `${type}.view`,
      query: managerContentListQuery,
      response: managerContentList,
    },
    {
      ...common,
      method: 'post',
      path: base,
      summary: `Create one of the ${type}; status published or scheduled also needs ${type}.publish`,
      permission: `${type}.create`,
      body: createContentSchema(type),
      response: dataEnvelope(contentWriteResultSchema),
      successStatus: 201,
      errors: [403],
    },
    {
      ...common,
      method: 'get',
      path: `${base}/{id}`,
      summary: `One of the ${type} as the edit form loads it`,
      permission: `${type}.view`,
      params: idParams,
      response: dataEnvelope(contentForEditing),
      errors: [404],
    },
    {
      ...common,
      method: 'patch',
      path: `${base}/{id}`,
      summary: `Update one of the ${type}; moving it into or out of published / scheduled also needs ${type}.publish`,
      permission: `${type}.update`,
      params: idParams,
      body: updateContentSchema(type),
      response: dataEnvelope(contentWriteResultSchema),
      errors: [404],
    },
    {
      ...common,
      method: 'delete',
      path: `${base}/{id}`,
      summary: `Delete one of the ${type} with its translations, tags and comments`,
      permission: `${type}.delete`,
      params: idParams,
      successStatus: 204,
      errors: [404],
    },
    {
      ...common,
      method: 'post',
      path: `${base}/bulk`,
      summary: `Publish, unpublish or delete several ${type}: publish / unpublish need ${type}.publish, delete ${type}.delete`,
      permission: `${type}.view`,
      body: bulkContentSchema,
      response: dataEnvelope(bulkResultSchema),
    },
  ];
}

function termEndpoints(kind: 'categories' | 'tags'): Endpoint[] {
  const common = { tag: `Manager: ${kind}`, auth: 'manager' as const };
  const one = dataEnvelope(managedTermSchema);
  return [
    { ...common, method: 'get', path: `/api/manager/${kind}`, summary: `Every one of the ${kind}, both languages, with item counts`, permission: `${kind}.view`, query: termListQuery, response: dataEnvelope(z.array(managedTermSchema)) },
    { ...common, method: 'post', path: `/api/manager/${kind}`, summary: `Create one of the ${kind}`, permission: `${kind}.create`, body: termWriteSchema, response: one, successStatus: 201 },
    { ...common, method: 'get', path: `/api/manager/${kind}/{id}`, summary: `One of the ${kind}`, permission: `${kind}.view`, params: idParams, response: one, errors: [404] },
    { ...common, method: 'patch', path: `/api/manager/${kind}/{id}`, summary: `Rename one of the ${kind} (both languages are replaced)`, permission: `${kind}.update`, params: idParams, body: termWriteSchema, response: one, errors: [404] },
    { ...common, method: 'delete', path: `/api/manager/${kind}/{id}`, summary: `Delete one of the ${kind}; items keep existing without it`, permission: `${kind}.delete`, params: idParams, successStatus: 204, errors: [404] },
  ];
}

const faqCommon = { tag: 'Manager: faqs', auth: 'manager' as const };
const faqOne = dataEnvelope(managedFaqSchema);

/** Content management in the manager panel: the seven types, categories, tags, FAQs and uploads. */
export const managerContentEndpoints: Endpoint[] = [
  ...contentTypeNames.flatMap(contentTypeEndpoints),
  ...termEndpoints('categories'),
  ...termEndpoints('tags'),
  { ...faqCommon, method: 'get', path: '/api/manager/faqs', summary: 'Every FAQ with both languages, in topic order', permission: 'faqs.view', query: faqListQuery, response: dataEnvelope(z.array(managedFaqSchema)) },
  { ...faqCommon, method: 'post', path: '/api/manager/faqs', summary: 'Create an FAQ under one of the twelve topics', permission: 'faqs.create', body: faqWriteSchema, response: faqOne, successStatus: 201 },
  { ...faqCommon, method: 'get', path: '/api/manager/faqs/{id}', summary: 'One FAQ', permission: 'faqs.view', params: idParams, response: faqOne, errors: [404] },
  { ...faqCommon, method: 'patch', path: '/api/manager/faqs/{id}', summary: 'Edit an FAQ (both languages are replaced)', permission: 'faqs.update', params: idParams, body: faqWriteSchema, response: faqOne, errors: [404] },
  { ...faqCommon, method: 'delete', path: '/api/manager/faqs/{id}', summary: 'Delete an FAQ', permission: 'faqs.delete', params: idParams, successStatus: 204, errors: [404] },
  {
    method: 'post',
    path: '/api/manager/media',
    summary:
      'Upload a file (multipart `file`, optional `alt`): images must decode, audio / video / PDF must carry their magic bytes; limits image 10 MB, PDF 50 MB, audio 150 MB, video 200 MB',
    tag: 'Manager: media',
    auth: 'manager',
    permission: 'articles.create',
    anyPermission: mediaUploadPermissions,
    body: mediaUploadSchema,
    bodyType: 'multipart',
    response: dataEnvelope(uploadedMediaSchema),
    successStatus: 201,
  },
];
