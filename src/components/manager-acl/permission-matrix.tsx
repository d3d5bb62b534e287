'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { aclContracts } from '@/shared/api/browser/acl';
import { permissionGroupTitle, permissionResource } from '@/shared/permission-titles';
import type { PermissionView, RoleView } from '@/shared/schemas/acl';
import { TableScroll } from '@/components/ui/table-scroll';

type Props = { roles: RoleView[]; permissions: PermissionView[] };

function grantsOf(roles: RoleView[]): Record<string, string[]> {
  return Object.fromEntries(roles.map((role) => [role.id, [...role.permissions].sort()]));
}

/**
 * The roles × permissions matrix: a row per permission grouped by resource, a column per role.
 * Every changed role is saved with one PUT when the editor presses Save, so a half-made change
 * never reaches anyone's permissions.
 */
export function PermissionMatrix({ roles, permissions }: Props) {
  const t = useTranslations('managerAcl');
  const locale = useLocale();
  const titles = useMessages().managerAcl.permissionTitles;
  const [saved, setSaved] = useState(() => grantsOf(roles));
  const [grants, setGrants] = useState(() => grantsOf(roles));
  const [isSaving, setIsSaving] = useState(false);

  const groups = useMemo(() => {
    const byResource = new Map<string, PermissionView[]>();
    for (const permission of permissions) {
      const resource = permissionResource(permission.name);
      byResource.set(resource, [...(byResource.get(resource) ?? []), permission]);
    }
    return [...byResource.entries()];
  }, [permissions]);

  const changed = roles.filter((role) => (grants[role.id] ?? []).join() !== (saved[role.id] ?? []).join());

  const toggle = (roleId: string, permissionId: string, isOn: boolean) => {
    setGrants((current) => {
      const set = new Set(current[roleId] ?? []);
      if (isOn) set.add(permissionId);
      else set.delete(permissionId);
      return { ...current, [roleId]: [...set].sort() };
    });
  };

  const onSave = async () => {
    setIsSaving(true);
    try {
      for (const role of changed) {
        await api(aclContracts.setRolePermissions, { params: { id: role.id }, body: { permissions: grants[role.id] ?? [] } });
      }
      setSaved(grants);
    } finally {
      setIsSaving(false);
    }
  };

  if (roles.length === 0) return <p className="text-muted">{t('noRoles')}</p>;

  return (
    <div className="flex flex-col gap-4">
      <TableScroll label={t('matrixCaption')}>
        <table className="min-w-full text-sm">
          <caption className="sr-only">{t('matrixCaption')}</caption>
          <thead className="bg-surface-2">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('permission')}
              </th>
              {roles.map((role) => (
                <th key={role.id} scope="col" className="px-3 py-2 text-center font-semibold">
                  {role.title}
                </th>
              ))}
            </tr>
          </thead>
          {groups.map(([resource, entries]) => (
            <tbody key={resource} className="border-t border-border">
              <tr>
                <th scope="rowgroup" colSpan={roles.length + 1} className="bg-surface px-3 py-2 text-start text-xs font-semibold text-muted">
                  {permissionGroupTitle(resource, titles, locale === 'fa' ? 'fa' : 'en') ?? <bdi dir="ltr">{resource}</bdi>}
                </th>
              </tr>
              {entries.map((permission) => {
                const title = locale === 'fa' ? permission.title_fa : permission.title_en;
                return (
                  <tr key={permission.id} className="border-t border-border">
                    <th scope="row" className="px-3 py-2 text-start font-normal">
                      <span className="block">{title}</span>
                      <code className="text-xs text-muted" dir="ltr">
                        {permission.name}
                      </code>
                    </th>
                    {roles.map((role) => (
                      <td key={role.id} className="px-3 py-2 text-center">
                        <input
                          type="checkbox"
                          className="size-4 accent-[var(--primary)]"
                          aria-label={t('grantLabel', { role: role.title, permission: title })}
                          checked={(grants[role.id] ?? []).includes(permission.id)}
                          onChange={(event) => toggle(role.id, permission.id, event.target.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </TableScroll>
      <div className="flex items-center gap-3">
        <Button type="button" onClick={onSave} isLoading={isSaving} disabled={changed.length === 0}>
          {t('saveMatrix')}
        </Button>
        <span className="text-sm text-muted" role="status">
          {changed.length > 0 ? t('unsavedRoles', { count: changed.length }) : t('allSaved')}
        </span>
      </div>
    </div>
  );
}
