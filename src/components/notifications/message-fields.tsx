'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { LanguageColumns } from '@/components/forms/language-columns';
import { TextAreaField } from '@/components/forms/text-area-field';
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
      <LanguageColumns
        legends={{ fa: t('persian'), en: t('english') }}
        fa={
          <>
            <TextField form={messageForm} name="title_fa" label={fields('title_fa')} autoComplete="off" dir="rtl" lang="fa" />
            <TextAreaField form={messageForm} name="text_fa" label={fields('text_fa')} rows={4} dir="rtl" lang="fa" />
          </>
        }
        en={
          <>
            <TextField form={messageForm} name="title_en" label={fields('title_en')} autoComplete="off" dir="ltr" lang="en" />
            <TextAreaField form={messageForm} name="text_en" label={fields('text_en')} rows={4} dir="ltr" lang="en" />
          </>
        }
      />
      <TextField form={messageForm} name="link" label={fields('link')} hint={t('linkHint')} dir="ltr" autoComplete="off" />
    </>
  );
}
