'use client';

import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api-client';
import { notificationTicketContracts } from '@/shared/api/browser/notifications-tickets';
import type { NotificationRecipient } from '@/shared/schemas/notifications';

export type PickedUser = { id: string; label: string };

type Props = { value: PickedUser[]; onChange: (users: PickedUser[]) => void; error?: string };

const labelOf = (user: NotificationRecipient) => {
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return name ? `${name} (${user.email})` : `${user.username} (${user.email})`;
};

/** Chooses users by searching name, username or e-mail (the composer's own endpoint: no users.view needed). */
export function UserPicker({ value, onChange, error }: Props) {
  const t = useTranslations('notifications.manager');
  const id = useId();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const results = useQuery({
    queryKey: ['notification-user-search', term],
    enabled: term.length >= 2,
    queryFn: () => api(notificationTicketContracts.listNotificationRecipients, { query: { search: term } }),
  });
  const chosen = new Set(value.map((user) => user.id));
  const found = (results.data?.data ?? []).filter((user) => !chosen.has(user.id));

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('searchUsers')}
      </label>
      <Input
        id={id}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-describedby={describedBy(id, { hint: true, error })}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('searchHint')}
      </p>
      {term.length >= 2 && results.isSuccess ? (
        found.length === 0 ? (
          <p className="text-sm text-muted">{t('noUsersFound')}</p>
        ) : (
          <ul className="flex flex-col gap-1 rounded-lg border border-border p-1" aria-label={t('searchUsers')}>
            {found.map((user) => (
              <li key={user.id} className="flex items-center justify-between gap-2 rounded-md px-2 py-1 hover:bg-surface-2">
                <bdi className="text-sm">{labelOf(user)}</bdi>
                <Button type="button" size="sm" severity="secondary" onClick={() => onChange([...value, { id: user.id, label: labelOf(user) }])}>
                  <Plus className="size-4" aria-hidden="true" />
                  {t('add')}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {value.length > 0 ? (
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t('selectedUsers')}</span>
          <ul className="flex flex-wrap gap-2">
            {value.map((user) => (
              <li key={user.id} className="flex items-center gap-1 rounded-full bg-surface-2 py-1 ps-3 pe-1 text-sm">
                <bdi>{user.label}</bdi>
                <button
                  type="button"
                  aria-label={t('remove', { name: user.label })}
                  onClick={() => onChange(value.filter((other) => other.id !== user.id))}
                  className="rounded-full p-1 hover:bg-surface"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
