'use client';

import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextAreaField } from '@/components/forms/text-area-field';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { api } from '@/lib/api-client';
import { contentContracts } from '@/shared/api/browser/content';
import { contactUsSchema, type ContactUsInput } from '@/shared/schemas/content';

const empty: ContactUsInput = { full_name: '', email: '', title: '', text: '', website: '' };

/** The contact form: the API's message becomes the success toast, its 422s show under the fields. */
export function ContactForm() {
  const t = useTranslations('contactPage');
  const fields = useTranslations('fields');
  const { form, submitWith } = useApiForm<ContactUsInput>(contactUsSchema, empty);

  const onSubmit = submitWith(async (values) => {
    await api(contentContracts.sendContactMessage, { body: values });
    form.reset(empty);
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="full_name" label={fields('full_name')} autoComplete="name" dir="auto" />
        <TextField form={form} name="email" label={fields('email')} type="email" autoComplete="email" dir="ltr" hint={t('emailHint')} />
      </div>
      <TextField form={form} name="title" label={fields('title')} dir="auto" />
      <TextAreaField form={form} name="text" label={fields('text')} dir="auto" hint={t('textHint')} />
      {/* Honeypot: off-screen and out of the tab order, so only bots fill it (the server then stores nothing). */}
      <div aria-hidden="true" className="absolute -start-[9999px] size-px overflow-hidden">
        <label>
          {t('honeypot')}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      <SubmitButton size="lg" className="self-start" isLoading={form.formState.isSubmitting}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
