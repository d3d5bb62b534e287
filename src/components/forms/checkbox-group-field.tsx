'use client';

import { useId, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { fieldErrorOf } from './field-error';

type GroupProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The array field the checkboxes fill. */
  name: Path<T>;
  legend: string;
  hint?: ReactNode;
  className: string;
  children: ReactNode;
};

/** A fieldset of checkboxes that fill one array field, its hint and error tied to the group. */
export function CheckboxGroupField<T extends FieldValues>({ form, name, legend, hint, className, children }: GroupProps<T>) {
  const id = useId();
  const error = fieldErrorOf(form, name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className={className} aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

type ChoiceProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  /** The value the API knows the choice by, shown under its name. */
  code: string;
  label: ReactNode;
};

/** One checkbox of a `CheckboxGroupField`: the choice in words, its code under it. */
export function CheckboxChoice<T extends FieldValues>({ form, name, code, label }: ChoiceProps<T>) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" value={code} className="mt-1 size-4 shrink-0 accent-[var(--primary)]" {...form.register(name)} />
      <span className="flex flex-col">
        <span>{label}</span>
        <bdi dir="ltr" className="font-mono text-xs text-muted">
          {code}
        </bdi>
      </span>
    </label>
  );
}
