import { editingPermissions } from '@/shared/permissions';
import {
  workingCopyAnswerSchema,
  workingCopyBodySchema,
  workingCopyKinds,
  workingCopyParams,
  workingCopySavedSchema,
} from '@/shared/schemas/working-copies';
import { defineContracts } from '../contract';

const common = {
  tag: 'Manager: working copies',
  auth: 'manager',
  // The route lets in any editor; the service then asks for the kind's own create or update right.
  permission: 'articles.update',
  anyPermission: editingPermissions(workingCopyKinds),
  params: workingCopyParams,
} as const;

/** The editor's autosave (ADR 0021): the caller's own unsaved copy of one form, per kind and item (`new` before it exists). */
export const workingCopyContracts = defineContracts({
  getWorkingCopy: {
    ...common,
    method: 'get',
    path: '/api/manager/working-copies/{kind}/{key}',
    summary:
      'The caller\u2019s own working copy of one item (key `new` for one never saved), or null; needs the kind\u2019s update right (create for `new`)',
    response: workingCopyAnswerSchema,
    errors: [404],
  },
  saveWorkingCopy: {
    ...common,
    method: 'put',
    path: '/api/manager/working-copies/{kind}/{key}',
    summary:
      'Autosave: replace the caller\u2019s working copy of one item with the form as typed (JSON up to WORKING_COPY_MAX_BYTES). The item, its public page, cache and revisions are not touched',
    body: workingCopyBodySchema,
    response: workingCopySavedSchema,
    errors: [404],
  },
  discardWorkingCopy: {
    ...common,
    method: 'delete',
    path: '/api/manager/working-copies/{kind}/{key}',
    summary: 'Drop the caller\u2019s working copy of one item (discarded, or after a real save); 204 also when there was none',
    successStatus: 204,
    errors: [404],
  },
});
