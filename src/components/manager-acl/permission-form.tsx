'use client';

import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { api } from '@/lib/api-client';
import { aclContracts } from '@/shared/api/browser/acl';
import { permissionCreateSchema, type PermissionCreateInput, type PermissionView } from '@/shared/schemas/acl';
import { useBackToList } from '@/components/panel/use-back-to-list';

type Props = { permission?: PermissionView };

/** Create or edit a custom permission: a `resource.action` name and a title in both languages. */
export function PermissionForm({ permission }: Props) {
  const t = useTranslations('managerAcl');
  const { back } = useBackToList('/manager/panel/acl/permissions');
  const { form, submitWith } = useApiForm<PermissionCreateInput>(permissionCreateSchema, {
    name: permission?.name ?? '',
    title_fa: permission?.title_fa ?? '',
    title_en: permission?.title_en ?? '',
  });

  const onSubmit = submitWith(async (values) => {
    if (permission) await api(aclContracts.updatePermission, { params: { id: permission.id }, body: values });
    else await api(aclContracts.createPermission, { body: values });
    back();
  });

  const remove = async (id: string) => {
    await api(aclContracts.deletePermission, { params: { id } });
    back();
  };

  return (
    <form onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4" noValidate>
      <TextField
        form={form}
        name="name"
        label={t('permissionName')}
        hint={t('permissionNameHint')}
        dir="ltr"
        autoComplete="off"
      />
      <TextField form={form} name="title_fa" label={t('titleFa')} dir="rtl" lang="fa" autoComplete="off" />
      <TextField form={form} name="title_en" label={t('titleEn')} dir="ltr" lang="en" autoComplete="off" />
      <div className="flex items-center gap-3">
        <SubmitButton isLoading={form.formState.isSubmitting}>
          {permission ? t('save') : t('createPermission')}
        </SubmitButton>
        {permission ? (
          <ConfirmButton label={t('delete')} title={t('confirmDeletePermission', { name: permission.name })} confirmLabel={t('delete')} onConfirm={() => remove(permission.id)} />
        ) : null}
      </div>
    </form>
  );
}
