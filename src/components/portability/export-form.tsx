'use client';

import { Archive, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { ApiError, api } from '@/lib/api-client';
import { portabilityContracts } from '@/shared/api/browser/portability';
import { toast } from '@/lib/toast';
import { startExportInput, type ImportRunJson } from '@/shared/schemas/portability';

type ExportFormValues = { with_accounts: boolean };

const defaults: ExportFormValues = { with_accounts: false };

type Props = {
  /** True while an export is still going: one at a time, as each reads the whole site. */
  isBusy: boolean;
  onStarted: (run: ImportRunJson) => void;
};

/** The one choice (whether password hashes go along, with what that means) and the button that starts the export. */
export function ExportForm({ isBusy, onStarted }: Props) {
  const t = useTranslations('portability');
  const { form, submitWith } = useApiForm<ExportFormValues>(startExportInput, defaults);
  const withAccounts = useWatch({ control: form.control, name: 'with_accounts' });
  const isSubmitting = form.formState.isSubmitting;

  const onSubmit = submitWith(async (body) => {
    try {
      const { data } = await api(portabilityContracts.startExport, { body });
      // The box starts unticked again: the next export leaves the hashes out unless asked anew.
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
          {...form.register('with_accounts')}
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
      {isSubmitting ? (
        <p role="status" className="text-sm text-muted">
          {t('export.starting')}
        </p>
      ) : null}
      {isBusy ? <p className="text-sm text-muted">{t('export.busy')}</p> : null}
      <Button type="submit" isLoading={isSubmitting} disabled={isBusy} className="self-start">
        {isSubmitting ? null : <Archive className="size-4" aria-hidden="true" />}
        {t('export.submit')}
      </Button>
    </form>
  );
}
