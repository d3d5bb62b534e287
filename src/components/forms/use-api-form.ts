'use client';

import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import type { LocalizedIssues } from '@/shared/validation/issue-messages';
import { useLocalizeIssues } from './use-localize-issues';

type Options<T, B> = {
  /**
   * The request body the values stand for, when the two differ (a language left empty is left
   * out, a number is typed as text). The schema checks this body, so its errors keep the API's
   * paths; the submit call receives the body as built, not the schema's parsed output.
   */
  toBody?: (values: T) => B;
  /**
   * When fields are first checked: as each is left (the default), or only on submit, for a
   * one-field step whose other controls sit below it (leaving the empty field to press one must
   * not put an error above it and move the control away under the pointer).
   */
  validateOn?: 'leave' | 'submit';
};

type SubmitOptions = {
  /** Called when the values are refused, by the client check or by the server's 422. */
  onInvalid?: () => void;
};

/**
 * Messages keyed by dotted paths ("translations.fa.title") as the nested tree react-hook-form
 * reads and clears field by field. A parent keeps its children when it has a message too.
 */
function nestErrors(errors: Record<string, string[]>): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(errors)) {
    let node = tree;
    for (const key of path.split('.')) node = (node[key] ??= {}) as Record<string, unknown>;
    Object.assign(node, { type: 'validation', message: messages[0] });
  }
  return tree;
}

/** Validates with the same zod schema as the server and the same localized messages. */
function localizedResolver<T extends FieldValues>(
  schema: z.ZodType,
  localizeIssues: (issues: readonly z.core.$ZodIssue[]) => LocalizedIssues,
  toBody: ((values: T) => unknown) | undefined,
): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(toBody ? toBody(values) : values);
    if (result.success) return { values: toBody ? values : (result.data as T), errors: {} };
    return { values: {}, errors: nestErrors(localizeIssues(result.error.issues).errors) as FieldErrors<T> };
  };
}

/**
 * A form bound to an API call: client validation first, then the server's 422 errors shown under
 * the same fields (SPEC §5), and not toasted as well. Other failures are toasted by the API client.
 */
export function useApiForm<T extends FieldValues, B = T>(schema: z.ZodType, defaultValues: DefaultValues<T>, options: Options<T, B> = {}) {
  const { toBody, validateOn = 'leave' } = options;
  const localizeIssues = useLocalizeIssues();
  const form = useForm<T>({
    defaultValues,
    resolver: localizedResolver<T>(schema, localizeIssues, toBody),
    mode: validateOn === 'leave' ? 'onTouched' : 'onSubmit',
  });

  const submitWith = (call: (body: B) => Promise<void>, { onInvalid }: SubmitOptions = {}) =>
    form.handleSubmit(
      async (values) => {
        try {
          await call(toBody ? toBody(values) : (values as unknown as B));
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 422) return;
          const fields = Object.entries(error.fieldErrors);
          error.isShownInline = fields.length > 0;
          for (const [field, messages] of fields) {
            form.setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: field === fields[0]?.[0] });
          }
          onInvalid?.();
        }
      },
      () => onInvalid?.(),
    );

  return { form, submitWith };
}
