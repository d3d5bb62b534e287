'use client';

import type { TextareaHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorOf } from './field-error';
import { registerControl } from './register-control';

type Props<T extends FieldValues> = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
};

/** A labelled textarea of a react-hook-form form, like TextField. */
export function TextAreaField<T extends FieldValues>({ form, name, label, hint, className, rows = 4, ...textarea }: Props<T>) {
  return (
    <Field label={label} hint={hint} error={fieldErrorOf(form, name)} className={className}>
      {(control) => <Textarea {...control} rows={rows} {...registerControl(form, name)} {...textarea} />}
    </Field>
  );
}
