'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AutosavedForm, useAutosavedForm } from '@/components/autosave/autosaved-form';
import { SelectField } from '@/components/forms/select-field';
import { api } from '@/lib/api-client';
import { notificationTicketContracts } from '@/shared/api/browser/notifications-tickets';
import { notificationAudiences, notificationComposeSchema } from '@/shared/schemas/notifications';
import { NotificationMessageFields, type NotificationMessageValues } from './message-fields';
import { audienceKey } from './notification-audience';
import { UserPicker, type PickedUser } from './user-picker';

type Values = NotificationMessageValues & {
  audience: (typeof notificationAudiences)[number];
  role_id: string;
  user_ids: string[];
};

type Props = { roles: { id: string; title: string }[] };

/** The chosen people are left out: the picker shows names the values alone cannot bring back. */
const keptForLater = ({ user_ids: _chosen, ...rest }: Values): Partial<Values> => rest;

/** Compose a notification in both languages (fa rtl, en ltr, side by side) and choose its audience. */
export function NotificationComposeForm({ roles }: Props) {
  const t = useTranslations('notifications.manager');
  const fields = useTranslations('fields');
  const [picked, setPicked] = useState<PickedUser[]>([]);
  const editor = useAutosavedForm<Values>({
    schema: notificationComposeSchema,
    defaults: { title_fa: '', title_en: '', text_fa: '', text_en: '', link: '', audience: 'everyone', role_id: '', user_ids: [] },
    autosave: { kind: 'notifications', pick: keptForLater },
    save: async (values) => {
      const { data } = await api(notificationTicketContracts.sendNotification, {
        body: {
          ...values,
          link: values.link || null,
          role_id: values.audience === 'role' ? values.role_id : undefined,
          user_ids: values.audience === 'users' ? values.user_ids : undefined,
        },
      });
      // Sent, not created for editing here: what was typed meanwhile is kept as the next message's draft.
      return { next: `/manager/panel/notification/${data.id}/detail` };
    },
  });
  const { form } = editor;
  const audience = form.watch('audience');

  const onPick = (users: PickedUser[]) => {
    setPicked(users);
    form.setValue(
      'user_ids',
      users.map((user) => user.id),
      { shouldValidate: form.formState.isSubmitted },
    );
  };

  return (
    <AutosavedForm editor={editor} submitLabel={t('send')}>
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
    </AutosavedForm>
  );
}
