'use client';

import { useId, type SelectHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';

type Props<T extends FieldValues> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'form'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  options: { value: string; label: string }[];
  hint?: string;
};

/** A labelled native select whose error is announced and tied to it, like TextField. */
export function SelectField<T extends FieldValues>({ form, name, label, options, hint, className, ...select }: Props<T>) {
  const id = useId();
  const error = form.formState.errors[name]?.message;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
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
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {String(error)}
        </p>
      ) : null}
    </div>
  );
}
