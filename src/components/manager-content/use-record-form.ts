'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import { useRouter } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { BrowserContract, Contract } from '@/shared/api/contract';
import type { idParams } from '@/shared/schemas/params';
import { useUnsavedChanges } from './use-unsaved-changes';

/** An endpoint as either side holds it. */
type Held<C extends Contract> = C | BrowserContract<C>;

/** A record's endpoints: create and update take the same body (`B` as sent), update and remove name it by id. */
export type RecordContracts<B> = {
  create: Held<Contract & { body: z.ZodType<unknown, B>; params?: undefined }>;
  update: Held<Contract & { body: z.ZodType<unknown, B>; params: typeof idParams }>;
  remove: Held<Contract & { params: typeof idParams }>;
};

type Config<T extends FieldValues, B> = {
  contracts: RecordContracts<B>;
  /** What create and update take, checked in the form before it is sent. */
  schema: z.ZodType<unknown, B>;
  defaults: DefaultValues<T>;
  toBody: (values: T) => NoInfer<B>;
  /** The record being edited; none while creating. */
  id?: string;
  /** The list the form returns to after a save or a delete. */
  listPath: string;
};

/**
 * A small manager record (an FAQ, a category, a tag) written through the API: create or update,
 * delete, a toast for each, then back to the list. Leaving with unsaved changes asks first.
 */
export function useRecordForm<T extends FieldValues, B>({ contracts, schema, defaults, toBody, id, listPath }: Config<T, B>) {
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
    if (id) await api(contracts.update, { params: { id }, body });
    else await api(contracts.create, { body });
    toast({ severity: 'success', detail: t('terms.saved') });
    leave();
  });

  const onDelete = id
    ? async () => {
        await api(contracts.remove, { params: { id } });
        toast({ severity: 'success', detail: t('terms.deleted') });
        leave();
      }
    : undefined;

  return { form, onSubmit, onDelete };
}
