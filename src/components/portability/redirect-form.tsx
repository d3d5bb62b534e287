'use client';

import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { ltrTag } from '@/components/ui/ltr';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { portabilityContracts } from '@/shared/api/browser/portability';
import { toast } from '@/lib/toast';
import { redirectSource } from '@/shared/redirects';
import type { CreateRedirectInput } from '@/shared/schemas/portability';

/**
 * The API's rules for a redirect (`createRedirectInput`), each failure told in one sentence of
 * `portability.validation`: the generic messages would name the fields by their JSON names.
 */
const redirectFormSchema = z.object({
  source: z
    .string()
    .trim()
    .min(1, 'portability.validation.sourceRequired')
    .refine((value) => value.length <= 1000 && value.startsWith('/') && redirectSource(value) !== null, 'portability.validation.source'),
  target: z
    .string()
    .trim()
    .min(1, 'portability.validation.targetRequired')
    .refine((value) => value.length <= 1000 && value.startsWith('/') && !value.startsWith('//'), 'portability.validation.target'),
});

/** Adds a redirect by hand: an old address and a path of this site; the list refreshes to show it. */
export function RedirectForm() {
  const t = useTranslations('portability.redirects');
  const router = useRouter();
  const { form, submitWith } = useApiForm<CreateRedirectInput>(redirectFormSchema, { source: '', target: '' });
  const onSubmit = submitWith(async (values) => {
    await api(portabilityContracts.createRedirect, { body: values });
    toast({ severity: 'success', detail: t('added') });
    form.reset({ source: '', target: '' });
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('add')} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
      <h2 className="text-base font-bold">{t('add')}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField form={form} name="source" label={t('source')} hint={t.rich('sourceHint', ltrTag)} dir="ltr" autoComplete="off" spellCheck={false} />
        <TextField form={form} name="target" label={t('target')} hint={t.rich('targetHint', ltrTag)} dir="ltr" autoComplete="off" spellCheck={false} />
      </div>
      <SubmitButton isLoading={form.formState.isSubmitting} className="self-start">
        <Plus className="size-4" aria-hidden="true" />
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
