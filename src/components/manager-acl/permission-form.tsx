'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api-client';
import { permissionCreateSchema, type PermissionCreateInput, type PermissionView } from '@/shared/schemas/acl';
import { useBackToList } from '@/components/panel/use-back-to-list';

type Props = { permission?: PermissionView };

/** Create or edit a custom permission: a `resource.action` name and a title in both languages. */
export function PermissionForm({ permission }: Props) {
  const t = useTranslations('managerAcl');
  const { back, remove } = useBackToList('/manager/panel/acl/permissions');
  const { form, submitWith } = useApiForm<PermissionCreateInput>(permissionCreateSchema, {
    name: permission?.name ?? '',
    title_fa: permission?.title_fa ?? '',
    title_en: permission?.title_en ?? '',
  });

  const onSubmit = submitWith(async (values) => {
    await apiFetch(permission ? `/api/manager/permissions/${permission.id}` : '/api/manager/permissions', {
      method: permission ? 'PATCH' : 'POST',
      body: values,
    });
    back();
  });

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
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {permission ? t('save') : t('createPermission')}
        </Button>
        {permission ? (
          <ConfirmButton label={t('delete')} title={t('confirmDeletePermission', { name: permission.name })} confirmLabel={t('delete')} onConfirm={() => remove(`/api/manager/permissions/${permission.id}`)} />
        ) : null}
      </div>
    </form>
  );
}
