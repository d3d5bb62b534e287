'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Ltr } from '@/components/ui/ltr';
import { api } from '@/lib/api-client';
import { twoFactorContracts } from '@/shared/api/browser/two-factor';
import { confirmTotpSchema, currentPasswordSchema, type TotpSetup } from '@/shared/schemas/two-factor';
import { CurrentPasswordField, SubmitOrCancel } from './account-form-parts';
import { AccountSection, SectionLoadError, SectionLoading } from './account-section';

const STATUS_KEY = ['user-two-factor'] as const;

/** What asks for the current password first. */
type GuardedAction = 'start' | 'regenerate' | 'disable';

type Step = { kind: 'status' } | { kind: 'password'; action: GuardedAction } | { kind: 'scan'; setup: TotpSetup } | { kind: 'codes'; codes: string[] };

const bdi = { bdi: (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi> };

/**
 * The settings page's authenticator-app section: set it up (password, then QR code and key, then a
 * code from the app), see the ten recovery codes once, make new ones, or turn it off. Everything
 * that changes the second factor asks for the current password again.
 */
export function TwoFactorSection() {
  const t = useTranslations('twoFactor');
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => api(twoFactorContracts.getTwoFactor, undefined, { quiet: true }) });
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const backToStatus = async () => {
    setStep({ kind: 'status' });
    await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  };

  const runGuarded = async (action: GuardedAction, currentPassword: string) => {
    const body = { current_password: currentPassword };
    if (action === 'start') {
      const { data } = await api(twoFactorContracts.startTotpSetup, { body });
      setStep({ kind: 'scan', setup: data });
    } else if (action === 'regenerate') {
      const { data } = await api(twoFactorContracts.regenerateRecoveryCodes, { body });
      setStep({ kind: 'codes', codes: data.recovery_codes });
    } else {
      await api(twoFactorContracts.disableTotp, { body });
      await backToStatus();
    }
  };

  let body: ReactNode;
  if (step.kind === 'password') {
    const submitLabel = { start: t('continue'), regenerate: t('regenerate'), disable: t('disable') }[step.action];
    body = (
      <PasswordStep
        submitLabel={submitLabel}
        hint={step.action === 'regenerate' ? t('regenerateHint') : null}
        onSubmit={(password) => runGuarded(step.action, password)}
        onCancel={() => setStep({ kind: 'status' })}
      />
    );
  } else if (step.kind === 'scan') {
    body = <ScanStep setup={step.setup} onConfirmed={(codes) => setStep({ kind: 'codes', codes })} onCancel={() => void backToStatus()} />;
  } else if (step.kind === 'codes') {
    body = <RecoveryCodes codes={step.codes} onDone={() => void backToStatus()} />;
  } else if (status.isPending) {
    body = <SectionLoading rowClassName="h-16" />;
  } else if (status.isError) {
    body = <SectionLoadError message={t('loadError')} retryLabel={t('retry')} query={status} />;
  } else {
    const state = status.data.data;
    body = (
      <div className="flex flex-col gap-4">
        {state.required && !state.totp_enabled ? (
          <p role="alert" className="rounded-lg border border-warn p-3 text-sm">
            {t('requiredNotice')}
          </p>
        ) : null}
        <p className="text-sm" data-testid="two-factor-status">
          {state.totp_enabled ? t('statusOn') : t('statusOff')}
        </p>
        {state.totp_enabled ? <p className="text-sm text-muted">{t('recoveryLeft', { count: state.recovery_codes_left })}</p> : null}
        <div className="flex flex-wrap gap-2">
          {state.totp_enabled ? (
            <>
              <Button severity="secondary" onClick={() => setStep({ kind: 'password', action: 'regenerate' })}>
                {t('regenerate')}
              </Button>
              <Button severity="danger" onClick={() => setStep({ kind: 'password', action: 'disable' })}>
                {t('disable')}
              </Button>
            </>
          ) : (
            <Button onClick={() => setStep({ kind: 'password', action: 'start' })}>{t('start')}</Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <AccountSection id="two-factor" title={t('title')} intro={t.rich('intro', bdi)}>
      {body}
    </AccountSection>
  );
}

type PasswordValues = { current_password: string };

function PasswordStep({
  submitLabel,
  hint,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  hint: string | null;
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations('twoFactor');
  const { form, submitWith } = useApiForm<PasswordValues>(currentPasswordSchema, { current_password: '' });
  return (
    <form onSubmit={submitWith((values) => onSubmit(values.current_password))} className="flex flex-col gap-4" noValidate>
      <p className="text-sm">{t('passwordPrompt')}</p>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      <CurrentPasswordField form={form} autoFocus />
      <SubmitOrCancel submitLabel={submitLabel} isSubmitting={form.formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}

type CodeValues = { code: string };

function ScanStep({ setup, onConfirmed, onCancel }: { setup: TotpSetup; onConfirmed: (codes: string[]) => void; onCancel: () => void }) {
  const t = useTranslations('twoFactor');
  const fields = useTranslations('fields');
  const { form, submitWith } = useApiForm<CodeValues>(confirmTotpSchema, { code: '' });
  const onSubmit = submitWith(async (values) => {
    const { data } = await api(twoFactorContracts.confirmTotpSetup, { body: values });
    onConfirmed(data.recovery_codes);
  });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t('scanIntro')}</p>
      {/* White behind the code in both themes: scanners need dark modules on a light ground. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG the server drew for this answer: nothing for next/image to do */}
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
        alt={t('qrLabel')}
        width={192}
        height={192}
        className="size-48 rounded-lg bg-white p-2"
      />
      <div className="flex flex-col gap-1 text-sm">
        <span className="text-muted">{t('secretLabel')}</span>
        <code data-testid="totp-secret" className="break-all rounded-lg bg-surface-2 p-2 font-mono select-all">
          <Ltr>{setup.secret}</Ltr>
        </code>
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField
          form={form}
          name="code"
          label={fields('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={16}
        />
        <SubmitOrCancel submitLabel={t('confirm')} isSubmitting={form.formState.isSubmitting} onCancel={onCancel} />
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('twoFactor');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-bold">{t('codesTitle')}</h3>
      <p className="text-sm">{t('codesIntro')}</p>
      <ul className="grid grid-cols-2 gap-2 rounded-lg bg-surface-2 p-3 font-mono text-sm" dir="ltr">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button severity="secondary" onClick={() => void copy().catch(() => undefined)}>
          {t('copyCodes')}
        </Button>
        <Button onClick={onDone}>{t('codesSaved')}</Button>
        <span role="status" className="text-sm text-muted">
          {copied ? t('copied') : null}
        </span>
      </div>
    </div>
  );
}
