'use client';

import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { api } from '@/lib/api-client';
import { aclContracts } from '@/shared/api/browser/acl';
import { roleCreateSchema, type RoleCreateInput, type RoleView } from '@/shared/schemas/acl';
import { useBackToList } from '@/components/panel/use-back-to-list';

type Props = { role?: RoleView };

/** Create or edit a role's machine name and title; permissions are given on the matrix. */
export function RoleForm({ role }: Props) {
  const t = useTranslations('managerAcl');
  const { back } = useBackToList('/manager/panel/acl/roles');
  const { form, submitWith } = useApiForm<RoleCreateInput>(roleCreateSchema, {
    name: role?.name ?? '',
    title: role?.title ?? '',
  });

  const onSubmit = submitWith(async (values) => {
    if (role) await api(aclContracts.updateRole, { params: { id: role.id }, body: values });
    else await api(aclContracts.createRole, { body: values });
    back();
  });

  const remove = async (id: string) => {
    await api(aclContracts.deleteRole, { params: { id } });
    back();
  };

  return (
    <form onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4" noValidate>
      <TextField form={form} name="name" label={t('roleName')} hint={t('roleNameHint')} dir="ltr" autoComplete="off" />
      <TextField form={form} name="title" label={t('roleTitle')} dir="auto" autoComplete="off" />
      <div className="flex items-center gap-3">
        <SubmitButton isLoading={form.formState.isSubmitting}>
          {role ? t('save') : t('createRole')}
        </SubmitButton>
        {role ? (
          <ConfirmButton label={t('delete')} title={t('confirmDeleteRole', { title: role.title })} confirmLabel={t('delete')} onConfirm={() => remove(role.id)} />
        ) : null}
      </div>
    </form>
  );
}
