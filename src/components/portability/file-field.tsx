'use client';

import { Paperclip } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, type ReactNode } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { fieldErrorOf } from '@/components/forms/field-error';
import { controlVariants } from '@/components/ui/control-variants';
import { Field } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { firstFile } from './import-form-values';

type Props<T extends FieldValues> = { form: UseFormReturn<T>; name: Path<T>; label: string; hint?: ReactNode; accept: string };

/**
 * A labelled file input of a react-hook-form form (its value is the input's FileList). The native
 * control stays the one that takes focus and the keyboard, visually hidden; beside it the page
 * draws its own button and the chosen file's name, so both read in the page's language (the
 * browser's own "Choose File" is always in its language).
 */
export function FileField<T extends FieldValues>({ form, name, label, hint, accept }: Props<T>) {
  const t = useTranslations('portability.import');
  const input = useRef<HTMLInputElement | null>(null);
  const chosen = firstFile(useWatch({ control: form.control, name }));
  const { ref, ...registration } = form.register(name);
  return (
    <Field label={label} hint={hint} error={fieldErrorOf(form, name)}>
      {(control) => (
        <div
          className={cn(
            controlVariants(),
            'relative flex h-auto min-h-11 cursor-pointer items-center gap-3 py-1.5 has-[:focus-visible]:border-primary has-[:focus-visible]:outline-2',
            control['aria-invalid'] && 'border-danger',
          )}
          // The drawn button is not focusable: a click anywhere on the box opens the native picker.
          onClick={(event) => {
            if (event.target !== input.current) input.current?.click();
          }}
        >
          <input
            {...control}
            {...registration}
            ref={(element) => {
              ref(element);
              input.current = element;
            }}
            type="file"
            accept={accept}
            className="sr-only"
          />
          <span aria-hidden="true" className="inline-flex shrink-0 items-center gap-1.5 rounded-md bg-surface-2 px-3 py-1.5 text-sm font-medium">
            <Paperclip className="size-4" />
            {t('choose')}
          </span>
          <span aria-hidden="true" className="min-w-0 truncate text-sm text-muted">
            {chosen ? <bdi dir="auto">{chosen.name}</bdi> : t('noFile')}
          </span>
        </div>
      )}
    </Field>
  );
}
