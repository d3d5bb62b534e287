'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/locales';
import { api, ApiError } from '@/lib/api-client';
import { browserSupportsPasskeys, createPasskey, passkeyProblemOf } from '@/lib/passkeys';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { passkeyContracts } from '@/shared/api/browser/passkeys';
import { formatDateTime } from '@/shared/dates';
import {
  deletePasskeySchema,
  passkeyNameField,
  passkeyRegistrationOptionsInputSchema,
  renamePasskeySchema,
  type PasskeyItem,
} from '@/shared/schemas/passkeys';
import { CurrentPasswordField, SubmitOrCancel } from './account-form-parts';
import { AccountSection, SectionLoadError, SectionLoading } from './account-section';

const PASSKEYS_KEY = ['user-passkeys'] as const;

type AddValues = { name: string; current_password: string };
const addSchema = passkeyRegistrationOptionsInputSchema.extend({ name: passkeyNameField.optional() });

/** The words of a refused registration: a 422 says them under `response`. */
function refusalOf(error: unknown): string | null {
  return error instanceof ApiError ? (error.fieldErrors.response?.[0] ?? null) : null;
}

/**
 * Adding a passkey: the current password first (the server will not hand out a challenge
 * without it), then the browser's prompt, then the server's check of the new passkey.
 */
function AddPasskeyForm({ onDone, onCancel }: { onDone: () => Promise<void>; onCancel: () => void }) {
  const t = useTranslations('passkeys');
  const [problem, setProblem] = useState<string | null>(null);
  const { form, submitWith } = useApiForm<AddValues, z.input<typeof addSchema>>(
    addSchema,
    { name: '', current_password: '' },
    { toBody: ({ name, current_password }) => ({ name: name.trim() || undefined, current_password }) },
  );
  const onSubmit = submitWith(async ({ name, current_password }) => {
    setProblem(null);
    const { data: options } = await api(passkeyContracts.passkeyRegistrationOptions, { body: { current_password } });
    let response;
    try {
      response = await createPasskey(options);
    } catch (error) {
      setProblem(t(`problems.${passkeyProblemOf(error)}`));
      return;
    }
    try {
      await api(passkeyContracts.registerPasskey, { body: { name, response } });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const refusal = refusalOf(error);
      error.isShownInline = refusal !== null;
      setProblem(refusal);
      return;
    }
    form.reset();
    await onDone();
  });
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-2 p-4"
      noValidate
      aria-labelledby="passkey-add-title"
    >
      <h3 id="passkey-add-title" className="font-semibold">
        {t('addTitle')}
      </h3>
      <TextField
        form={form}
        name="name"
        label={t('nameLabel')}
        hint={t('nameHint')}
        dir="auto"
        maxLength={60}
        autoComplete="off"
      />
      <CurrentPasswordField form={form} />
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <SubmitOrCancel submitLabel={t('addSubmit')} isSubmitting={form.formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** Renaming in place: the name field replaces the name until saved or cancelled. */
function RenameForm({ passkey, onDone }: { passkey: PasskeyItem; onDone: () => Promise<void> }) {
  const t = useTranslations('passkeys');
  const common = useTranslations('common');
  const { form, submitWith } = useApiForm<{ name: string }>(renamePasskeySchema, { name: passkey.name });
  const onSubmit = submitWith(async (values) => {
    await api(passkeyContracts.renamePasskey, { params: { id: passkey.id }, body: values });
    await onDone();
  });
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
      <TextField form={form} name="name" label={t('nameLabel')} dir="auto" maxLength={60} autoComplete="off" autoFocus />
      <SubmitOrCancel size="sm" submitLabel={common('save')} isSubmitting={form.formState.isSubmitting} onCancel={() => void onDone()} />
    </form>
  );
}

/** Removing asks for the current password in a dialog: a stolen session cannot take a second factor away. */
function RemoveButton({ passkey, onRemoved }: { passkey: PasskeyItem; onRemoved: () => Promise<void> }) {
  const t = useTranslations('passkeys');
  const common = useTranslations('common');
  const [isOpen, setIsOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const { form, submitWith } = useApiForm<{ current_password: string }>(deletePasskeySchema, { current_password: '' });
  const onSubmit = submitWith(async (values) => {
    await api(passkeyContracts.deletePasskey, { params: { id: passkey.id }, body: values });
    setIsOpen(false);
    await onRemoved();
  });
  const name = `\u2068${passkey.name}\u2069`;
  return (
    <>
      <Button
        type="button"
        size="sm"
        severity="danger"
        aria-label={t('removeNamed', { name })}
        onClick={(event) => {
          setOpener(event.currentTarget);
          form.reset();
          setIsOpen(true);
        }}
      >
        {t('remove')}
      </Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={t('removeTitle', { name })}
        description={t('removeHint')}
        closeLabel={common('close')}
        returnFocusTo={opener}
      >
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <CurrentPasswordField form={form} />
          <div className="flex justify-end gap-2">
            <Button type="button" severity="secondary" onClick={() => setIsOpen(false)}>
              {common('cancel')}
            </Button>
            <SubmitButton severity="danger" isLoading={form.formState.isSubmitting}>
              {t('remove')}
            </SubmitButton>
          </div>
        </form>
      </Dialog>
    </>
  );
}

function PasskeyRow({ passkey, onChanged }: { passkey: PasskeyItem; onChanged: () => Promise<void> }) {
  const t = useTranslations('passkeys');
  const locale = useLocale() as Locale;
  const [renaming, setRenaming] = useState(false);
  return (
    <li
      data-testid="passkey"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2 p-4 sm:flex-row sm:items-start"
    >
      <KeyRound className="size-6 shrink-0 text-muted" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-2 sm:flex-1">
        {renaming ? (
          <RenameForm
            passkey={passkey}
            onDone={async () => {
              setRenaming(false);
              await onChanged();
            }}
          />
        ) : (
          <p className="font-semibold break-words">
            <bdi>{passkey.name}</bdi>
          </p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">{t('added')}</dt>
          <dd>
            <time dateTime={passkey.created_at}>{formatDateTime(passkey.created_at, locale)}</time>
          </dd>
          <dt className="text-muted">{t('lastUsed')}</dt>
          <dd>
            {passkey.last_used_at ? (
              <time dateTime={passkey.last_used_at}>{formatDateTime(passkey.last_used_at, locale)}</time>
            ) : (
              t('neverUsed')
            )}
          </dd>
        </dl>
      </div>
      {renaming ? null : (
        <div className="flex flex-wrap gap-2 self-start">
          <Button
            type="button"
            size="sm"
            severity="secondary"
            aria-label={t('renameNamed', { name: `\u2068${passkey.name}\u2069` })}
            onClick={() => setRenaming(true)}
          >
            {t('rename')}
          </Button>
          <RemoveButton passkey={passkey} onRemoved={onChanged} />
        </div>
      )}
    </li>
  );
}

/**
 * The settings page's passkeys: each with when it was added and last used, renamed in place or
 * removed with the password; a new one added with the password and the browser's prompt. A
 * passkey signs in alone, or serves as the second step after the password.
 */
export function PasskeysSection() {
  const t = useTranslations('passkeys');
  const hydrated = useIsHydrated();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const list = useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: () => api(passkeyContracts.listPasskeys, undefined, { quiet: true }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
  const supported = hydrated && browserSupportsPasskeys();

  let body: ReactNode;
  if (list.isPending) {
    body = <SectionLoading rowClassName="h-20" />;
  } else if (list.isError) {
    body = <SectionLoadError message={t('loadError')} retryLabel={t('retry')} query={list} />;
  } else {
    const passkeys = list.data.data;
    body =
      passkeys.length === 0 ? (
        <p className="text-sm text-muted">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="passkey-list">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onChanged={refresh} />
          ))}
        </ul>
      );
  }

  return (
    <AccountSection id="passkeys" title={t('title')} intro={t('intro')}>
      <div className="flex flex-col gap-4">
        {body}
        {!hydrated ? null : !supported ? (
          <p className="text-sm text-muted">{t('problems.unsupported')}</p>
        ) : adding ? (
          <AddPasskeyForm
            onCancel={() => setAdding(false)}
            onDone={async () => {
              setAdding(false);
              await refresh();
            }}
          />
        ) : (
          <Button type="button" className="self-start" onClick={() => setAdding(true)}>
            <KeyRound className="size-4" aria-hidden="true" />
            {t('add')}
          </Button>
        )}
      </div>
    </AccountSection>
  );
}
