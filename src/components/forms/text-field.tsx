'use client';

import { useId, type InputHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';

type Props<T extends FieldValues> = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
};

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField<T extends FieldValues>({ form, name, label, hint, className, dir, ...input }: Props<T>) {
  const id = useId();
  const error = form.formState.errors[name]?.message;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        dir={dir}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-11 rounded-lg border border-border bg-bg px-3 text-fg placeholder:text-muted focus-visible:border-primary',
          error && 'border-danger',
        )}
        {...form.register(name)}
        {...input}
      />
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
