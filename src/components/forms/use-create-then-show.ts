'use client';

import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useRouter } from '@/i18n/navigation';
import { useApiForm } from './use-api-form';

/**
 * A create form whose answer holds something shown once (a token, a signing secret): after the
 * call the form empties, the answer stands in its place until dismissed, and the page's list
 * behind it reloads.
 */
export function useCreateThenShow<Values extends FieldValues, Created>(
  schema: z.ZodType,
  defaults: DefaultValues<Values>,
  create: (values: Values) => Promise<{ data: Created }>,
) {
  const router = useRouter();
  const [created, setCreated] = useState<Created | null>(null);
  const { form, submitWith } = useApiForm<Values>(schema, defaults);
  const onSubmit = submitWith(async (values) => {
    const { data } = await create(values);
    form.reset(defaults);
    setCreated(data);
    router.refresh();
  });
  return { form, onSubmit, created, dismiss: () => setCreated(null) };
}
