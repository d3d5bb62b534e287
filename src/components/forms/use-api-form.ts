'use client';

import { useLocale } from 'next-intl';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { localizeIssues } from '@/shared/validation/localize';
import type { Locale } from '@/i18n/locales';

/** Validates with the same zod schema as the server and the same localized messages. */
function localizedResolver<T extends FieldValues>(schema: z.ZodType, locale: Locale): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const { errors } = localizeIssues(result.error.issues, locale);
    return {
      values: {},
      errors: Object.fromEntries(
        Object.entries(errors).map(([field, messages]) => [field, { type: 'validation', message: messages[0] }]),
      ) as FieldErrors<T>,
    };
  };
}

/**
 * A form bound to an API call: client validation first, then the server's 422 errors shown under
 * the same fields (SPEC §5). Other failures are toasted by the API client.
 */
export function useApiForm<T extends FieldValues>(schema: z.ZodType, defaultValues: DefaultValues<T>) {
  const locale = useLocale();
  const form = useForm<T>({ defaultValues, resolver: localizedResolver<T>(schema, locale), mode: 'onTouched' });

  const submitWith = (call: (values: T) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      try {
        await call(values);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 422) return;
        const fields = Object.entries(error.fieldErrors);
        for (const [field, messages] of fields) {
          form.setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: field === fields[0]?.[0] });
        }
      }
    });

  return { form, submitWith };
}
