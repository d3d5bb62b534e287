'use client';

import { Archive, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm } from '@/components/forms/use-api-form';
import { ApiError, api } from '@/lib/api-client';
import { portabilityContracts } from '@/shared/api/browser/portability';
import { toast } from '@/lib/toast';
import { startExportInput, type ImportRunJson } from '@/shared/schemas/portability';

type ExportFormValues = { with_accounts: boolean; with_secrets: boolean };

const defaults: ExportFormValues = { with_accounts: false, with_secrets: false };

type Props = {
  /** True while an export is still going: one at a time, as each reads the whole site. */
  isBusy: boolean;
  onStarted: (run: ImportRunJson) => void;
};

/**
 * The two choices (whether password hashes and second factors go along, and only then whether the
 * key that seals them does, each with what it means) and the button that starts the export.
 */
export function ExportForm({ isBusy, onStarted }: Props) {
  const t = useTranslations('portability');
  const { form, submitWith } = useApiForm<ExportFormValues>(startExportInput, defaults);
  const withAccounts = useWatch({ control: form.control, name: 'with_accounts' });
  const withSecrets = useWatch({ control: form.control, name: 'with_secrets' });
  const isSubmitting = form.formState.isSubmitting;

  const onSubmit = submitWith(async (body) => {
    try {
      const { data } = await api(portabilityContracts.startExport, { body });
      // The boxes start unticked again: the next export leaves the hashes and the key out unless asked anew.
      form.reset(defaults);
      onStarted(data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) toast({ severity: 'error', detail: t('import.network') });
      throw error;
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('export.form')} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
          aria-describedby={withAccounts ? 'export-accounts-hint export-accounts-warning' : 'export-accounts-hint'}
          {...form.register('with_accounts', {
            // The key travels only with the accounts it seals: unticking them unticks it too.
            onChange: (event: { target: { checked: boolean } }) => {
              if (!event.target.checked) form.setValue('with_secrets', false);
            },
          })}
        />
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">{t('export.withAccounts')}</span>
          <span id="export-accounts-hint" className="text-xs text-muted">
            {t('export.withAccountsHint')}
          </span>
        </span>
      </label>
      {withAccounts ? (
        <p id="export-accounts-warning" className="flex items-start gap-2 rounded-xl border border-warn/40 bg-warn/10 p-3 text-sm" data-testid="export-accounts-warning">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warn" aria-hidden="true" />
          <span>{t('export.withAccountsWarning')}</span>
        </p>
      ) : null}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
          disabled={!withAccounts}
          aria-describedby={withSecrets ? 'export-secrets-hint export-secrets-warning' : 'export-secrets-hint'}
          {...form.register('with_secrets')}
        />
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">{t('export.withSecrets')}</span>
          <span id="export-secrets-hint" className="text-xs text-muted">
            {t('export.withSecretsHint')}
          </span>
        </span>
      </label>
      {withSecrets ? (
        <p id="export-secrets-warning" className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm" data-testid="export-secrets-warning">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
          <span>{t('export.withSecretsWarning')}</span>
        </p>
      ) : null}
      {isSubmitting ? (
        <p role="status" className="text-sm text-muted">
          {t('export.starting')}
        </p>
      ) : null}
      {isBusy ? <p className="text-sm text-muted">{t('export.busy')}</p> : null}
      <SubmitButton isLoading={isSubmitting} disabled={isBusy} className="self-start">
        {isSubmitting ? null : <Archive className="size-4" aria-hidden="true" />}
        {t('export.submit')}
      </SubmitButton>
    </form>
  );
}
