import { z } from 'zod';
import { contentTypeNames, contentTypes, type ContentType } from '@/shared/content-types';
import { createContentSchema, updateContentSchema } from '@/shared/schemas/content';
import { dataEnvelope } from '@/shared/schemas/envelope';
import { contentOverwriteField, contentVersionField, versionConflictBody } from '@/shared/schemas/content-revisions';
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
import { editingPermissions } from '@/shared/permissions';
import { contentWriteScope } from '../scopes';
import { idParams } from '@/shared/schemas/params';
import { capitalize, defineContracts, nameContracts } from '../contract';

/** An item as the edit form loads it (`getContentForEditing`). */
const contentForEditing = z.object({
  id: z.uuid(),
  type: z.enum(contentTypeNames),
  status: z.string(),
  category_id: z.uuid().nullable(),
  category_ids: z.array(z.uuid()).describe('The categories it is also listed under, beside `category_id`'),
  tag_ids: z.array(z.uuid()),
  cover_id: z.uuid().nullable(),
  published_at: z.string().nullable(),
  attributes: z.record(z.string(), z.unknown()),
  translations: z.record(z.string(), z.record(z.string(), z.unknown())),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int().describe('Send it back as `version` with the update; a newer stored version answers 409'),
});

/** The six endpoints of `/api/manager/{type}`, `/{type}/{id}` and `/{type}/bulk` for one content type. */
function contentTypeContracts<T extends ContentType>(type: T) {
  const base = `/api/manager/${type}`;
  const common = { tag: `Manager: ${type}`, auth: 'manager' as const };
  const plural = capitalize(type);
  const singular = capitalize(contentTypes[type].singular);
  // What an integration token needs here: one scope reads every type, writing is granted per type.
  const read = { scope: 'content:read' as const };
  const write = { scope: contentWriteScope(type) };
  const contracts = {
    list: {
      ...common,
      ...read,
      method: 'get' as const,
      path: base,
      summary: `Every one of the ${type}, any status, both languages: search q, filter by status (as readers see it now: published once its date has come, scheduled before), category and language completeness, sort, paginate`,
      permission: `${type}.view` as const,
      query: managerContentListQuery,
      response: managerContentList,
    },
    create: {
      ...common,
      ...write,
      method: 'post' as const,
      path: base,
      summary: `Create one of the ${type}; status published or scheduled also needs ${type}.publish. Published means visible now: published with a published_at still ahead is stored and answered as scheduled`,
      permission: `${type}.create` as const,
      body: createContentSchema(type),
      bodyValidation: 'service' as const,
      response: dataEnvelope(contentWriteResultSchema),
      successStatus: 201,
      errors: [403],
    },
    get: {
      ...common,
      ...read,
      method: 'get' as const,
      path: `${base}/{id}`,
      summary: `One of the ${type} as the edit form loads it`,
      permission: `${type}.view` as const,
      params: idParams,
      response: dataEnvelope(contentForEditing),
      errors: [404],
    },
    update: {
      ...common,
      ...write,
      method: 'patch' as const,
      path: `${base}/{id}`,
      summary: `Update one of the ${type}. With the version the edit started from, a save from an older version is merged field by field with what was saved since (each language's texts, status, date, category, cover, tags, each attribute); a field both changed to different values answers 409 naming those fields, who saved and when. Without a version the save applies as sent. Moving it into or out of published / scheduled also needs ${type}.publish. Published means visible now: published with a published_at still ahead (sent or kept) is stored and answered as scheduled`,
      permission: `${type}.update` as const,
      params: idParams,
      body: updateContentSchema(type).extend({ version: contentVersionField.optional(), overwrite: contentOverwriteField.optional() }),
      bodyValidation: 'service' as const,
      response: dataEnvelope(contentWriteResultSchema),
      // 400 for a version that is no positive integer; 409 when a field this save changed was changed since (ADR 0019).
      errors: [400, 404, 409],
      errorBodies: { 409: versionConflictBody },
    },
    remove: {
      ...common,
      ...write,
      method: 'delete' as const,
      path: `${base}/{id}`,
      summary: `Delete one of the ${type} with its translations, tags and comments`,
      permission: `${type}.delete` as const,
      params: idParams,
      successStatus: 204,
      errors: [404],
    },
    bulk: {
      ...common,
      ...write,
      method: 'post' as const,
      path: `${base}/bulk`,
      summary: `Publish, unpublish or delete several ${type}: publish / unpublish need ${type}.publish, delete ${type}.delete`,
      permission: `${type}.view` as const,
      body: bulkContentSchema,
      response: dataEnvelope(bulkResultSchema),
    },
  };
  const operationIds = {
    list: `listManaged${plural}`,
    create: `create${singular}`,
    get: `get${singular}ForEditing`,
    update: `update${singular}`,
    remove: `delete${singular}`,
    bulk: `bulkUpdate${plural}`,
  };
  return nameContracts(contracts, operationIds);
}

/** `/api/manager/categories|tags` and `/{id}`: both languages' names, with the `{kind}.*` permissions. */
function termContractsOf<K extends 'categories' | 'tags'>(kind: K, singularName: string) {
  const common = { tag: `Manager: ${kind}`, auth: 'manager' as const };
  const one = dataEnvelope(managedTermSchema);
  const singular = capitalize(singularName);
  const contracts = {
    list: {
      ...common,
      method: 'get' as const,
      path: `/api/manager/${kind}`,
      summary: `Every one of the ${kind}, both languages, with item counts`,
      permission: `${kind}.view` as const,
      query: termListQuery,
      response: dataEnvelope(z.array(managedTermSchema)),
    },
    create: {
      ...common,
      method: 'post' as const,
      path: `/api/manager/${kind}`,
      summary: `Create one of the ${kind}`,
      permission: `${kind}.create` as const,
      body: termWriteSchema,
      response: one,
      successStatus: 201,
    },
    get: {
      ...common,
      method: 'get' as const,
      path: `/api/manager/${kind}/{id}`,
      summary: `One of the ${kind}`,
      permission: `${kind}.view` as const,
      params: idParams,
      response: one,
      errors: [404],
    },
    update: {
      ...common,
      method: 'patch' as const,
      path: `/api/manager/${kind}/{id}`,
      summary: `Rename one of the ${kind} (both languages are replaced)`,
      permission: `${kind}.update` as const,
      params: idParams,
      body: termWriteSchema,
      response: one,
      errors: [404],
    },
    remove: {
      ...common,
      method: 'delete' as const,
      path: `/api/manager/${kind}/{id}`,
      summary: `Delete one of the ${kind}; items keep existing without it`,
      permission: `${kind}.delete` as const,
      params: idParams,
      successStatus: 204,
      errors: [404],
    },
  };
  return nameContracts(contracts, {
    list: `listManaged${capitalize(kind)}`,
    create: `create${singular}`,
    get: `get${singular}`,
    update: `update${singular}`,
    remove: `delete${singular}`,
  });
}

/** The seven content types' endpoints, by type and verb: `managedContentContracts.articles.create`. */
export const managedContentContracts = Object.fromEntries(contentTypeNames.map((type) => [type, contentTypeContracts(type)])) as {
  [T in ContentType]: ReturnType<typeof contentTypeContracts<T>>;
};

export const termContracts = {
  categories: termContractsOf('categories', 'category'),
  tags: termContractsOf('tags', 'tag'),
};

const faqCommon = { tag: 'Manager: faqs', auth: 'manager' as const };
const faqOne = dataEnvelope(managedFaqSchema);

/** FAQs and uploads in the manager panel. */
export const managerContentContracts = defineContracts({
  listManagedFaqs: {
    ...faqCommon,
    method: 'get',
    path: '/api/manager/faqs',
    summary: 'Every FAQ with both languages, in topic order',
    permission: 'faqs.view',
    query: faqListQuery,
    response: dataEnvelope(z.array(managedFaqSchema)),
  },
  createFaq: {
    ...faqCommon,
    method: 'post',
    path: '/api/manager/faqs',
    summary: 'Create an FAQ under one of the twelve topics',
    permission: 'faqs.create',
    body: faqWriteSchema,
    response: faqOne,
    successStatus: 201,
  },
  getFaq: {
    ...faqCommon,
    method: 'get',
    path: '/api/manager/faqs/{id}',
    summary: 'One FAQ',
    permission: 'faqs.view',
    params: idParams,
    response: faqOne,
    errors: [404],
  },
  updateFaq: {
    ...faqCommon,
    method: 'patch',
    path: '/api/manager/faqs/{id}',
    summary: 'Edit an FAQ (both languages are replaced)',
    permission: 'faqs.update',
    params: idParams,
    body: faqWriteSchema,
    response: faqOne,
    errors: [404],
  },
  deleteFaq: {
    ...faqCommon,
    method: 'delete',
    path: '/api/manager/faqs/{id}',
    summary: 'Delete an FAQ',
    permission: 'faqs.delete',
    params: idParams,
    successStatus: 204,
    errors: [404],
  },
  uploadMedia: {
    method: 'post',
    path: '/api/manager/media',
    summary:
      'Upload a file (multipart `file`, optional `alt`): images must decode, audio / video / PDF must carry their magic bytes; limits image 10 MB, PDF 50 MB, audio 150 MB, video 200 MB',
    tag: 'Manager: media',
    auth: 'manager',
    permission: 'articles.create',
    // Anyone who may create or update an item of some type: they attach what they upload.
    anyPermission: editingPermissions(contentTypeNames),
    body: mediaUploadSchema,
    bodyType: 'multipart',
    response: dataEnvelope(uploadedMediaSchema),
    successStatus: 201,
  },
});
