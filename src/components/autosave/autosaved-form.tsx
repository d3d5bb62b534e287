'use client';

import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm } from '@/components/forms/use-api-form';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { useRouter } from '@/i18n/navigation';
import type { WorkingCopyKind } from '@/shared/schemas/working-copies';
import { AutosaveStatus } from './autosave-status';
import { useWorkingCopy } from './use-working-copy';
import { WorkingCopyOffer } from './working-copy-offer';

type Config<T extends FieldValues> = {
  schema: z.ZodType;
  defaults: DefaultValues<T>;
  /** The working copy kept while typing (ADR 0021): the form's kind, the record's id (none while creating), what of the values to keep. */
  autosave: { kind: WorkingCopyKind; id?: string; pick?: (values: T) => Partial<T> };
  /** Sends the form; answers the page to go to next (null: stay on this one, re-read), and the id of an item it created. */
  save: (values: T) => Promise<{ next: string | null; created?: string }>;
  /** With a saved record: deletes it, then goes back to the list. */
  remove?: { call: () => Promise<unknown>; backTo: string };
};

/**
 * A manager form that autosaves (events, guides, notifications): the values checked with the
 * API's schema, the working copy kept and offered back (which also warns before leaving what it
 * has not kept yet), and after a save or a delete the copy dropped and the next page re-read.
 */
export function useAutosavedForm<T extends FieldValues>({ schema, defaults, autosave: copy, save, remove }: Config<T>) {
  const router = useRouter();
  const { form, submitWith } = useApiForm<T>(schema, defaults);
  const autosave = useWorkingCopy({ form, ...copy });

  const goTo = (href: string | null) => {
    if (href) router.push(href);
    router.refresh();
  };

  const onSubmit = submitWith(async (values) => {
    // A copy: the form's own values change in place as the manager types on while the save is on its way.
    const sent = structuredClone(form.getValues());
    const { next, created } = await save(values);
    // What was typed meanwhile stays a working copy: the created item's, or this one's.
    await (created ? autosave.onCreated(created, sent) : autosave.onSaved(sent));
    goTo(next);
  });

  const onDelete = remove
    ? async () => {
        await remove.call();
        goTo(remove.backTo);
      }
    : undefined;

  return { form, autosave, onSubmit, onDelete };
}

type Props<T extends FieldValues> = {
  editor: ReturnType<typeof useAutosavedForm<T>>;
  submitLabel: string;
  /** With a saved record: the delete button and the question it asks first. */
  deleteLabels?: { label: string; title: string };
  children: ReactNode;
};

/** The frame of `useAutosavedForm`'s form: the kept copy's offer above the fields; save, autosave status and delete below. */
export function AutosavedForm<T extends FieldValues>({ editor: { form, autosave, onSubmit, onDelete }, submitLabel, deleteLabels, children }: Props<T>) {
  return (
    <form onSubmit={onSubmit} className="flex max-w-5xl flex-col gap-6" noValidate>
      <WorkingCopyOffer {...autosave} />
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton isLoading={form.formState.isSubmitting}>
          {submitLabel}
        </SubmitButton>
        <AutosaveStatus state={autosave.state} retry={autosave.retry} />
        {onDelete && deleteLabels ? (
          <ConfirmButton label={deleteLabels.label} title={deleteLabels.title} confirmLabel={deleteLabels.label} onConfirm={onDelete} />
        ) : null}
      </div>
    </form>
  );
}
