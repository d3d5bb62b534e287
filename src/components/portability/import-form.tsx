'use client';

import { Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm } from '@/components/forms/use-api-form';
import { ltrTag } from '@/components/ui/ltr';
import { contentTypeNames } from '@/shared/content-types';
import type { ImportRunJson } from '@/shared/schemas/portability';
import { FileField } from './file-field';
import { importFormDefaults, importFormSchema, type ImportFormValues } from './import-form-values';
import { UploadProgress } from './upload-progress';
import { useStartImport } from './use-start-import';

type Props = {
  /** True while a run is still going: one import at a time keeps the report readable. */
  isBusy: boolean;
  onStarted: (run: ImportRunJson) => void;
};

/** The export file, an optional zip of its uploads and the choices; submitting uploads them and starts the run. */
export function ImportForm({ isBusy, onStarted }: Props) {
  const t = useTranslations('portability.import');
  const sections = useTranslations('manager');
  const { form, submitWith } = useApiForm<ImportFormValues>(importFormSchema, importFormDefaults);
  const { start, upload, isStarting } = useStartImport((run) => {
    form.reset(importFormDefaults);
    onStarted(run);
  });
  const onSubmit = submitWith(start);
  const dryRunHintId = 'import-dry-run-hint';
  const fetchHintId = 'import-fetch-hint';
  const accountsHintId = 'import-accounts-hint';

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form')} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4">
      <div className="grid gap-4 md:grid-cols-2">
        <FileField form={form} name="file" label={t('file')} hint={t('fileHint')} accept=".xml,application/xml,text/xml" />
        <FileField form={form} name="uploads" label={t('uploads')} hint={t.rich('uploadsHint', ltrTag)} accept=".zip,application/zip" />
        <SelectField
          form={form}
          name="language"
          label={t('language')}
          hint={t('languageHint')}
          options={[
            { value: '', label: t('languageFromFile') },
            { value: 'fa', label: t('languageFa') },
            { value: 'en', label: t('languageEn') },
          ]}
        />
        <SelectField
          form={form}
          name="pages"
          label={t('pages')}
          options={[{ value: 'skip', label: t('pagesSkip') }, ...contentTypeNames.map((type) => ({ value: type, label: sections(type) }))]}
        />
      </div>
      <CheckboxWithHint hintId={dryRunHintId} label={t('dryRun')} hint={t('dryRunHint')} registration={form.register('dry_run')} />
      <CheckboxWithHint hintId={fetchHintId} label={t('fetchMedia')} hint={t('fetchMediaHint')} registration={form.register('fetch_media')} />
      <CheckboxWithHint hintId={accountsHintId} label={t('createAccounts')} hint={t('createAccountsHint')} registration={form.register('create_accounts')} />
      {upload ? <UploadProgress upload={upload} /> : null}
      {isStarting ? (
        <p role="status" className="text-sm text-muted">
          {t('starting')}
        </p>
      ) : null}
      {isBusy ? <p className="text-sm text-muted">{t('busy')}</p> : null}
      <SubmitButton isLoading={form.formState.isSubmitting} disabled={isBusy} className="self-start">
        <Upload className="size-4" aria-hidden="true" />
        {t('submit')}
      </SubmitButton>
    </form>
  );
}

/** A checkbox with its label and a hint under it that screen readers hear with it. */
function CheckboxWithHint({ hintId, label, hint, registration }: { hintId: string; label: string; hint: string; registration: UseFormRegisterReturn }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" className="mt-1 size-4 accent-[var(--primary)]" aria-describedby={hintId} {...registration} />
      <span className="flex flex-col gap-0.5">
        <span className="font-medium">{label}</span>
        <span id={hintId} className="text-xs text-muted">
          {hint}
        </span>
      </span>
    </label>
  );
}
