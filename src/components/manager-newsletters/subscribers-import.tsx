'use client';

import { Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { FormCard } from '@/components/forms/form-card';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm } from '@/components/forms/use-api-form';
import { FileField } from '@/components/portability/file-field';
import { firstFile } from '@/components/portability/import-form-values';
import { ltrTag } from '@/components/ui/ltr';
import { useRouter } from '@/i18n/navigation';
import { ApiError } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';
import { newsletterContracts } from '@/shared/api/browser/newsletter';
import { newsletterFrequencies, type NewsletterFrequency } from '@/shared/newsletter';
import type { SubscriberImportReport } from '@/shared/schemas/newsletter';

type Values = { file: FileList | null; languages: 'fa' | 'en' | 'both'; frequency: NewsletterFrequency };

const formSchema = z.object({
  file: z.unknown().refine((value) => firstFile(value) !== undefined, 'managerNewsletters.validation.fileRequired'),
  languages: z.enum(['fa', 'en', 'both']),
  frequency: z.enum(newsletterFrequencies),
});

/**
 * Imports a Ghost, MailPoet or Substack CSV: what the imported readers get (the files do not say),
 * then a report of what each line became. Only rows the file marks subscribed come in confirmed.
 */
export function SubscribersImport() {
  const t = useTranslations('managerNewsletters');
  const router = useRouter();
  const [report, setReport] = useState<SubscriberImportReport | null>(null);
  const { form, submitWith } = useApiForm<Values>(formSchema, { file: null, languages: 'both', frequency: 'weekly' });
  const onSubmit = submitWith(async ({ file, languages, frequency }) => {
    const csv = firstFile(file);
    if (!csv) return;
    try {
      const { data } = await uploadFile(newsletterContracts.importNewsletterSubscribers, { query: { languages, frequency } }, csv);
      setReport(data);
      form.reset({ file: null, languages, frequency });
      router.refresh();
    } catch (error) {
      // The server's refusal (not a CSV it knows, empty, too large) belongs under the file.
      const message = error instanceof ApiError && error.status !== 0 ? error.message || t('import.failed') : t('import.failed');
      form.setError('file', { type: 'server', message });
    }
  });
  const choices = {
    languages: (['both', 'fa', 'en'] as const).map((value) => ({ value, label: t(`import.languages.${value}`) })),
    frequency: newsletterFrequencies.map((value) => ({ value, label: t(`frequencies.${value}`) })),
  };
  return (
    <FormCard title={t('import.title')} onSubmit={onSubmit}>
      <p className="text-sm text-muted">{t.rich('import.intro', ltrTag)}</p>
      <FileField form={form} name="file" label={t('import.file')} accept=".csv,text/csv" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name="languages" label={t('import.languagesLabel')} options={choices.languages} />
        <SelectField form={form} name="frequency" label={t('import.frequency')} options={choices.frequency} />
      </div>
      <SubmitButton isLoading={form.formState.isSubmitting} className="self-start">
        <Upload className="size-4" aria-hidden="true" />
        {t('import.submit')}
      </SubmitButton>
      {report ? (
        <p role="status" className="rounded-lg bg-success/10 px-3 py-2 text-sm" data-testid="subscriber-import-report">
          {t('import.report', {
            format: report.format,
            created: report.created,
            updated: report.updated,
            skipped: report.skipped,
            confirmed: report.confirmed,
          })}
        </p>
      ) : null}
    </FormCard>
  );
}
