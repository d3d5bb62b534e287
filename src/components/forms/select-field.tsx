'use client';

import type { SelectHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Select, type SelectOption } from '@/components/ui/select';
import { fieldErrorOf } from './field-error';
import { registerControl } from './register-control';

type Props<T extends FieldValues> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'form'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  hint?: string;
};

/** A labelled native select of a react-hook-form form, like TextField. */
export function SelectField<T extends FieldValues>({ form, name, label, options, hint, className, ...select }: Props<T>) {
  return (
    <Field label={label} hint={hint} error={fieldErrorOf(form, name)} className={className}>
      {(control) => (
<Select {...control} {...registerControl(form, name)} {...select} options={options} />
      )}
    </Field>
  );
}
