'use client';

import type { TextareaHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { Field } from './field';

type Props<T extends FieldValues> = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
};

/** A labelled textarea of a react-hook-form form, like TextField. */
export function TextAreaField<T extends FieldValues>({ form, name, label, hint, className, rows = 4, ...textarea }: Props<T>) {
  const error = form.formState.errors[name]?.message;
  return (
    <Field label={label} hint={hint} error={error ? String(error) : undefined} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={cn(
            'min-h-24 rounded-lg border border-border bg-bg px-3 py-2 text-fg placeholder:text-muted focus-visible:border-primary',
            error && 'border-danger',
          )}
          {...form.register(name)}
          {...textarea}
        />
      )}
    </Field>
  );
}
