'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { TitleAndTextColumns } from '@/components/forms/title-and-text-columns';
import { TextField } from '@/components/forms/text-field';

export type NotificationMessageValues = { title_fa: string; title_en: string; text_fa: string; text_en: string; link: string };

/** What readers see of a notification, fa (rtl) and en (ltr) side by side, then its link: shared by compose and edit. */
export function NotificationMessageFields<T extends NotificationMessageValues>({ form }: { form: UseFormReturn<T> }) {
  const t = useTranslations('notifications.manager');
  const fields = useTranslations('fields');
  // The generic form narrows to the message fields both screens share.
  const messageForm = form as unknown as UseFormReturn<NotificationMessageValues>;
  return (
    <>
      <TitleAndTextColumns form={messageForm} text="text" rows={4} />
      <TextField form={messageForm} name="link" label={fields('link')} hint={t('linkHint')} dir="ltr" autoComplete="off" />
    </>
  );
}
