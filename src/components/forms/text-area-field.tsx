'use client';

import { useId, type TextareaHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';

type Props<T extends FieldValues> = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
};

/** A labelled textarea whose error is announced and tied to it, like TextField. */
export function TextAreaField<T extends FieldValues>({ form, name, label, hint, className, rows = 4, ...textarea }: Props<T>) {
  const id = useId();
  const error = form.formState.errors[name]?.message;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'min-h-24 rounded-lg border border-border bg-bg px-3 py-2 text-fg placeholder:text-muted focus-visible:border-primary',
          error && 'border-danger',
        )}
        {...form.register(name)}
        {...textarea}
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
