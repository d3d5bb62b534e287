'use client';

import type { SelectHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { Field } from './field';

type Props<T extends FieldValues> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'form'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  options: { value: string; label: string }[];
  hint?: string;
};

/** A labelled native select of a react-hook-form form, like TextField. */
export function SelectField<T extends FieldValues>({ form, name, label, options, hint, className, ...select }: Props<T>) {
  const error = form.formState.errors[name]?.message;
  return (
    <Field label={label} hint={hint} error={error ? String(error) : undefined} className={className}>
      {(control) => (
        <select
          {...control}
          className={cn('h-11 rounded-lg border border-border bg-bg px-3 text-fg focus-visible:border-primary', error && 'border-danger')}
          {...form.register(name)}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
