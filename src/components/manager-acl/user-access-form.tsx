'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { Button } from '@/components/ui/button';
import { Ltr } from '@/components/ui/ltr';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { aclContracts } from '@/shared/api/browser/acl';
import { managerUserUpdateSchema, type ManagedUser, type ManagerUserUpdateInput, type RoleView } from '@/shared/schemas/acl';

type Props = { user: ManagedUser; roles: RoleView[]; canManageAccess: boolean };

/**
 * users/{id}/edit: profile fields, and, for holders of `acl.manage`, the manager flag and roles
 * (the server enforces the same rule). Block, unblock and verify-e-mail act at once.
 */
export function UserAccessForm({ user, roles, canManageAccess }: Props) {
  const t = useTranslations('managerAcl');
  const router = useRouter();
  const [isManager, setIsManager] = useState(user.is_manager);
  const [roleIds, setRoleIds] = useState(() => user.roles.map((role) => role.id));
  const { form, submitWith } = useApiForm<ManagerUserUpdateInput>(managerUserUpdateSchema, {
    firstname: user.firstname ?? undefined,
    lastname: user.lastname ?? undefined,
  });

  const onSubmit = submitWith(async (values) => {
    const access = canManageAccess ? { is_manager: isManager, roles: roleIds } : {};
    await api(aclContracts.updateUser, { params: { id: user.id }, body: { firstname: values.firstname, lastname: values.lastname, ...access } });
    router.refresh();
  });

  const act = async (contract: typeof aclContracts.blockUser | typeof aclContracts.unblockUser | typeof aclContracts.verifyUserEmail) => {
    await api(contract, { params: { id: user.id } });
    router.refresh();
  };

  return (
    <div className="flex flex-col gap-8">
      <dl className="grid max-w-lg grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('username')}</dt>
        <dd>
          <Ltr>{user.username}</Ltr>
        </dd>
        <dt className="text-muted">{t('email')}</dt>
        <dd>
          <Ltr>{user.email}</Ltr>
        </dd>
        <dt className="text-muted">{t('status')}</dt>
        <dd>{user.is_blocked ? t('blocked') : t('active')}</dd>
      </dl>
      <form onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="firstname" label={t('firstname')} dir="auto" autoComplete="off" />
          <TextField form={form} name="lastname" label={t('lastname')} dir="auto" autoComplete="off" />
        </div>
        {canManageAccess && !user.is_super_manager ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('access')}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-[var(--primary)]"
                checked={isManager}
                onChange={(event) => setIsManager(event.target.checked)}
              />
              {t('isManager')}
            </label>
            {roles.map((role) => (
              <label key={role.id} className="flex items-center gap-2 ps-6 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--primary)]"
                  checked={roleIds.includes(role.id)}
                  onChange={(event) =>
                    setRoleIds((current) =>
                      event.target.checked ? [...current, role.id] : current.filter((id) => id !== role.id),
                    )
                  }
                />
                {role.title}
              </label>
            ))}
          </fieldset>
        ) : null}
        <SubmitButton isLoading={form.formState.isSubmitting} className="self-start">
          {t('save')}
        </SubmitButton>
      </form>
      <div className="flex flex-wrap gap-3">
        {user.is_blocked ? (
          <Button type="button" severity="secondary" onClick={() => act(aclContracts.unblockUser)}>
            {t('unblock')}
          </Button>
        ) : (
          <ConfirmButton label={t('block')} title={t('confirmBlock')} confirmLabel={t('block')} onConfirm={() => act(aclContracts.blockUser)} />
        )}
        {user.email_verified_at ? null : (
          <Button type="button" severity="secondary" onClick={() => act(aclContracts.verifyUserEmail)}>
            {t('verifyEmail')}
          </Button>
        )}
      </div>
    </div>
  );
}
