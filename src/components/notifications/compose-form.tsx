'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AutosaveStatus } from '@/components/autosave/autosave-status';
import { useWorkingCopy } from '@/components/autosave/use-working-copy';
import { WorkingCopyOffer } from '@/components/autosave/working-copy-offer';
import { SelectField } from '@/components/forms/select-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { apiFetch } from '@/lib/api-client';
import { notificationAudiences, notificationComposeSchema, type ManagerNotificationView } from '@/shared/schemas/notifications';
import { NotificationMessageFields, type NotificationMessageValues } from './message-fields';
import { UserPicker, type PickedUser } from './user-picker';

type Values = NotificationMessageValues & {
  audience: (typeof notificationAudiences)[number];
  role_id: string;
  user_ids: string[];
};

type Props = { roles: { id: string; title: string }[] };

/** The chosen people are left out: the picker shows names the values alone cannot bring back. */
const keptForLater = ({ user_ids: _chosen, ...rest }: Values): Partial<Values> => rest;

const audienceKey = { everyone: 'audienceEveryone', role: 'audienceRole', users: 'audienceUsers' } as const;

/** Compose a notification in both languages (fa rtl, en ltr, side by side) and choose its audience. */
export function NotificationComposeForm({ roles }: Props) {
  const t = useTranslations('notifications.manager');
  const fields = useTranslations('fields');
  const router = useRouter();
  const [picked, setPicked] = useState<PickedUser[]>([]);
  const { form, submitWith } = useApiForm<Values>(notificationComposeSchema, {
    title_fa: '',
    title_en: '',
    text_fa: '',
    text_en: '',
    link: '',
    audience: 'everyone',
    role_id: '',
    user_ids: [],
  });
  const autosave = useWorkingCopy({ form, kind: 'notifications', pick: keptForLater });
  const audience = form.watch('audience');

  const onPick = (users: PickedUser[]) => {
    setPicked(users);
    form.setValue(
      'user_ids',
      users.map((user) => user.id),
      { shouldValidate: form.formState.isSubmitted },
    );
  };

  const onSubmit = submitWith(async (values) => {
    const answer = await apiFetch<{ data: ManagerNotificationView }>('/api/manager/notifications', {
      method: 'POST',
      body: {
        ...values,
        link: values.link || null,
        role_id: values.audience === 'role' ? values.role_id : undefined,
        user_ids: values.audience === 'users' ? values.user_ids : undefined,
      },
    });
    await autosave.onSaved();
    router.push(`/manager/panel/notification/${answer.data.id}/detail`);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} className="flex max-w-5xl flex-col gap-6" noValidate>
      <WorkingCopyOffer {...autosave} />
      <NotificationMessageFields form={form} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{t('audience')}</legend>
        <div className="flex flex-wrap gap-4">
          {notificationAudiences.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" value={value} {...form.register('audience')} className="accent-primary" />
              {t(audienceKey[value])}
            </label>
          ))}
        </div>
        {audience === 'role' ? (
          <SelectField
            form={form}
            name="role_id"
            label={fields('role_id')}
            options={[{ value: '', label: t('chooseRole') }, ...roles.map((role) => ({ value: role.id, label: role.title }))]}
            className="max-w-sm"
          />
        ) : null}
        {audience === 'users' ? (
          <UserPicker value={picked} onChange={onPick} error={form.formState.errors.user_ids?.message as string | undefined} />
        ) : null}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {t('send')}
        </Button>
        <AutosaveStatus state={autosave.state} retry={autosave.retry} />
      </div>
    </form>
  );
}
