'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { useRouter } from '@/i18n/navigation';
import { apiFetch } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUnsavedChanges } from './use-unsaved-changes';

type Config<T extends FieldValues, B> = {
  schema: z.ZodType;
  defaults: DefaultValues<T>;
  toBody: (values: T) => B;
  /** The collection's address (`/api/manager/faqs`); a record's own adds its id. */
  endpoint: string;
  /** The record being edited; none while creating. */
  id?: string;
  /** The list the form returns to after a save or a delete. */
  listPath: string;
};

/**
 * A small manager record (an FAQ, a category, a tag) written through the API: create or update,
 * delete, a toast for each, then back to the list. Leaving with unsaved changes asks first.
 */
export function useRecordForm<T extends FieldValues, B>({ schema, defaults, toBody, endpoint, id, listPath }: Config<T, B>) {
  const t = useTranslations('managerContent');
  const router = useRouter();
  const [isDone, setIsDone] = useState(false);
  const { form, submitWith } = useApiForm<T, B>(schema, defaults, { toBody });
  useUnsavedChanges(form.formState.isDirty && !isDone, t('form.unsaved'));

  const leave = () => {
    setIsDone(true);
    // The warning reads `isDirty` from the last render; leave after it has been cleared.
    setTimeout(() => {
      router.push(listPath);
      router.refresh();
    }, 0);
  };

  const onSubmit = submitWith(async (body) => {
    await apiFetch(id ? `${endpoint}/${id}` : endpoint, { method: id ? 'PATCH' : 'POST', body });
    toast({ severity: 'success', detail: t('terms.saved') });
    leave();
  });

  const onDelete = id
    ? async () => {
        await apiFetch(`${endpoint}/${id}`, { method: 'DELETE' });
        toast({ severity: 'success', detail: t('terms.deleted') });
        leave();
      }
    : undefined;

  return { form, onSubmit, onDelete };
}
