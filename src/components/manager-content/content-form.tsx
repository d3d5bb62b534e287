'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { AutosaveStatus } from '@/components/autosave/autosave-status';
import { useWorkingCopy } from '@/components/autosave/use-working-copy';
import { WorkingCopyOffer } from '@/components/autosave/working-copy-offer';
import { fieldErrorOf } from '@/components/forms/field-error';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm } from '@/components/forms/use-api-form';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { FieldError } from '@/components/ui/field';
import { useRouter } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/locales';
import { api } from '@/lib/api-client';
import { managedContentContracts } from '@/shared/api/browser/manager-content';
import { toast, toastOnArrival } from '@/lib/toast';
import type { ContentType } from '@/shared/content-types';
import { formatDateTime } from '@/shared/dates';
import { createContentSchema } from '@/shared/schemas/content';
import type { ContentWriteResult } from '@/shared/schemas/manager-content';
import { ContentAttributesSection } from './content-attributes-section';
import { contentBody, contentFormValues, removedLanguages, type ContentCreateBody, type ContentFormInitial, type ContentFormValues } from './content-form-values';
import { ContentLanguageColumn } from './content-language-column';
import { ContentPublishingSection } from './content-publishing-section';
import { useUnsavedChanges } from './use-unsaved-changes';
import { EditConflictDialog } from './revisions/edit-conflict-dialog';
import { EditSessionBar } from './revisions/edit-session-bar';
import { unsavedTextOf } from './revisions/unsaved-text';
import { useEditSession } from './revisions/use-edit-session';

export type { ContentFormInitial } from './content-form-values';

type Term = { id: string; name: string };

type Props = {
  type: ContentType;
  initial?: ContentFormInitial;
  categories: Term[];
  tags: Term[];
  canPublish: boolean;
  canDelete: boolean;
  /** The item's version as loaded; every save sends the one it started from (ADR 0019). */
  version?: number;
};

/**
 * The editor of a stored item starts over from what the server holds whenever that changes (a save
 * refreshes the page, and the stored values may differ from those sent: a slug made, a status
 * scheduled), keyed by `revision`. But not while the manager has unsaved changes: on a slow
 * connection the refresh after a save can land seconds later, after they typed again, and starting
 * over then threw away what they typed and any conflict dialog their next save had opened.
 */
export function ContentForm({ revision, ...props }: Props & { revision?: string }) {
  const [shown, setShown] = useState(revision);
  const [isDirty, setIsDirty] = useState(false);
  if (revision !== shown && !isDirty) setShown(revision);
  return <ContentFormBody key={shown} {...props} onDirtyChange={setIsDirty} />;
}

/**
 * After a save, what was sent is the form's new starting point. What the manager typed while the
 * save was on its way (seconds on a slow connection) stays in the fields, marked unsaved: starting
 * over from what was sent put the old text back in their hands' place. The server may store another
 * status than the one sent (published with a date ahead is scheduled); that one is shown, unless
 * the manager chose another meanwhile.
 */
function keepTypedMeanwhile(form: UseFormReturn<ContentFormValues>, sent: ContentFormValues, storedStatus: ContentFormValues['status']): void {
  if (form.getValues('status') === sent.status) form.setValue('status', storedStatus);
  form.reset({ ...sent, status: storedStatus }, { keepValues: true });
}

/**
 * The create / edit screen of any content type: fa and en side by side (each with its
 * completeness), slug from the title, rich text, cover, category and tags, status with the
 * publish date, and the type's own fields. Client checks use the API's schema; the server's
 * 422 errors land under the same fields. Leaving with unsaved changes asks first.
 */
function ContentFormBody({ type, initial, categories, tags, canPublish, canDelete, version, onDirtyChange }: Props & { onDirtyChange: (isDirty: boolean) => void }) {
  const t = useTranslations('managerContent');
  const router = useRouter();
  const schema = useMemo(() => createContentSchema(type), [type]);
  const { form, submitWith } = useApiForm<ContentFormValues, ContentCreateBody>(schema, contentFormValues(initial), {
    toBody: (values) => contentBody(type, values),
  });
  const locale = useLocale() as Locale;
  /** What a save says: scheduled, and from when, when the server stored it so. */
  const savedMessage = (data: ContentWriteResult, plain: string) =>
    data.status === 'scheduled' && data.published_at ? t('form.savedScheduled', { date: formatDateTime(data.published_at, locale) }) : plain;
  const isDirty = form.formState.isDirty;
  useUnsavedChanges(isDirty, t('form.unsaved'));
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // The dirty warning above already covers what the autosave has not sent.
  const autosave = useWorkingCopy({ form, kind: type, id: initial?.id, warnOnLeave: false });
  const session = useEditSession(type, initial?.id, version);

  const onSubmit = submitWith(
    async (body) => {
      // A copy: the form's own values change in place as the manager types on while the save is on its way.
      const saved = structuredClone(form.getValues());
      if (initial) {
        const data = await session.save({ ...body, translations: { ...body.translations, ...removedLanguages(initial, body) } });
        // Refused: a newer version was saved meanwhile, and the conflict dialog asks what to keep.
        if (!data) return;
        keepTypedMeanwhile(form, saved, data.status);
        await autosave.onSaved(saved);
        toast({ severity: 'success', detail: savedMessage(data, t('form.saved')) });
        router.refresh();
      } else {
        const { data } = await api(managedContentContracts[type].create, { body });
        await autosave.onCreated(data.id, saved);
        form.reset({ ...saved, status: data.status });
        toastOnArrival({ severity: 'success', detail: savedMessage(data, t('form.created')) });
        // The warning reads `isDirty` from the last render; leave after it has been cleared.
        setTimeout(() => router.push(`/manager/panel/${type}/${data.id}/edit`), 0);
      }
    },
    { onInvalid: () => toast({ severity: 'error', detail: t('form.fixErrors') }) },
  );

  const onDelete = async () => {
    if (!initial) return;
    await api(managedContentContracts[type].remove, { params: { id: initial.id } });
    form.reset(form.getValues());
    toastOnArrival({ severity: 'success', detail: t('form.deleted') });
    setTimeout(() => {
      router.push(`/manager/panel/${type}`);
      router.refresh();
    }, 0);
  };

  const generalError = fieldErrorOf(form, 'translations');

  return (
    <form noValidate className="flex flex-col gap-8" onSubmit={onSubmit}>
      {initial ? <EditSessionBar type={type} id={initial.id} editors={session.otherEditors} /> : null}
      <WorkingCopyOffer {...autosave} />
      <FieldError message={generalError} className="rounded-lg bg-danger/10 px-3 py-2" />
      <div className="grid gap-6 lg:grid-cols-2">
        {locales.map((lang) => (
          <ContentLanguageColumn key={`${lang}-${autosave.generation}`} form={form} lang={lang} hasSlug={Boolean(initial?.translations[lang])} />
        ))}
      </div>
      <ContentPublishingSection key={`publishing-${autosave.generation}`} form={form} categories={categories} tags={tags} canPublish={canPublish} />
      <ContentAttributesSection key={`attributes-${autosave.generation}`} form={form} type={type} />
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-border bg-bg/95 py-3 backdrop-blur">
        <SubmitButton isLoading={form.formState.isSubmitting}>
          {initial ? t('form.save') : t('form.create')}
        </SubmitButton>
        {isDirty ? <span className="text-sm text-muted">{t('form.dirty')}</span> : null}
        <AutosaveStatus state={autosave.state} retry={autosave.retry} />
        {initial && canDelete ? (
          <ConfirmButton
            label={t('form.delete')}
            title={t('form.deleteTitle')}
            description={t('form.deleteConfirm')}
            confirmLabel={t('form.delete')}
            onConfirm={onDelete}
            className="ms-auto"
          />
        ) : null}
      </div>
      {initial ? (
        <EditConflictDialog
          type={type}
          id={initial.id}
          conflict={session.conflict}
          myText={() => unsavedTextOf(form.getValues())}
          onKeepTheirs={() => {
            form.reset(form.getValues());
            session.dismiss();
            router.refresh();
          }}
          onKeepMine={async () => {
            session.resolve('mine');
            await onSubmit();
          }}
          onTakeTheirs={async () => {
            session.resolve('theirs');
            await onSubmit();
          }}
          onClose={session.dismiss}
        />
      ) : null}
    </form>
  );
}
