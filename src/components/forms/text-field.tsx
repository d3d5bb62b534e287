'use client';

import type { InputHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { Field } from './field';

type Props<T extends FieldValues> = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
};

/** A labelled input of a react-hook-form form, its error announced and tied to it. */
export function TextField<T extends FieldValues>({ form, name, label, hint, className, ...input }: Props<T>) {
  const error = form.formState.errors[name]?.message;
  return (
    <Field label={label} hint={hint} error={error ? String(error) : undefined} className={className}>
      {(control) => (
        <input
          {...control}
          className={cn(
            'h-11 rounded-lg border border-border bg-bg px-3 text-fg placeholder:text-muted focus-visible:border-primary',
            error && 'border-danger',
          )}
          {...form.register(name)}
          {...input}
        />
      )}
    </Field>
  );
}
