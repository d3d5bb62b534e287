'use client';

import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { fieldErrorOf } from './field-error';
import { registerControl } from './register-control';

type Props<T extends FieldValues> = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: ReactNode;
};

/**
 * A labelled input of a react-hook-form form, its error announced and tied to it. `onChange` and
 * `onBlur` run after the form has taken the event.
 */
export function TextField<T extends FieldValues>({ form, name, label, hint, className, onChange, onBlur, ...input }: Props<T>) {
  const error = fieldErrorOf(form, name);
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <Input {...control} {...input} {...registerControl(form, name, { onChange, onBlur })} />}
    </Field>
  );
}
