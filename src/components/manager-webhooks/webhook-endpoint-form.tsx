'use client';

import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { CheckboxChoice, CheckboxGroupField } from '@/components/forms/checkbox-group-field';
import { FormCard } from '@/components/forms/form-card';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useCreateThenShow } from '@/components/forms/use-create-then-show';
import { ltrTag } from '@/components/ui/ltr';
import { api } from '@/lib/api-client';
import { webhookContracts } from '@/shared/api/browser/webhooks';
import type { CreatedWebhookEndpointJson, CreateWebhookEndpointInput } from '@/shared/schemas/webhooks';
import { webhookEventTypes, type WebhookEventType } from '@/shared/webhook-events';
import { CreatedSecret } from './created-secret';

type FormValues = { url: string; description: string; events: WebhookEventType[] };

const defaults: FormValues = { url: '', description: '', events: [] };

/** The API's rules for a new endpoint, each failure told in a sentence of `managerWebhooks.validation`. */
const formSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'managerWebhooks.validation.url')
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, error: 'managerWebhooks.validation.url' })),
  description: z.string().trim().max(500),
  events: z.array(z.enum(webhookEventTypes)).min(1, 'managerWebhooks.validation.events'),
});

/** Adds an endpoint: its URL, the events it receives and a note; then shows its signing secret once. */
export function WebhookEndpointForm() {
  const t = useTranslations('managerWebhooks');
  const { form, onSubmit, created, dismiss } = useCreateThenShow<FormValues, CreatedWebhookEndpointJson>(formSchema, defaults, (values) => {
    const body: CreateWebhookEndpointInput = { url: values.url.trim(), description: values.description.trim(), events: values.events };
    return api(webhookContracts.createWebhookEndpoint, { body });
  });

  if (created) return <CreatedSecret url={created.url} secret={created.secret} onDone={dismiss} />;

  return (
    <FormCard title={t('form.title')} onSubmit={onSubmit}>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          form={form}
          name="url"
          label={t('form.url')}
          hint={t.rich('form.urlHint', ltrTag)}
          type="url"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={2000}
        />
        <TextField form={form} name="description" label={t('form.description')} hint={t('form.descriptionHint')} dir="auto" autoComplete="off" maxLength={500} />
      </div>
      <CheckboxGroupField form={form} name="events" legend={t('form.events')} className="flex flex-col gap-2">
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {webhookEventTypes.map((event) => (
            <CheckboxChoice key={event} form={form} name="events" code={event} label={t(`events.${event}`)} />
          ))}
        </div>
      </CheckboxGroupField>
      <SubmitButton isLoading={form.formState.isSubmitting} className="self-start">
        <Plus className="size-4" aria-hidden="true" />
        {t('form.submit')}
      </SubmitButton>
    </FormCard>
  );
}
