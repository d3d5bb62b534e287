'use client';

import { useTranslations } from 'next-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';

/** The current password, asked again before the second factor or a passkey changes. */
export function CurrentPasswordField<T extends FieldValues & { current_password: string }>({
  form,
  autoFocus,
}: {
  form: UseFormReturn<T>;
  autoFocus?: boolean;
}) {
  const fields = useTranslations('fields');
  return (
    <TextField
      form={form}
      name={'current_password' as Path<T>}
      label={fields('current_password')}
      type="password"
      autoComplete="current-password"
      dir="ltr"
      autoFocus={autoFocus}
    />
  );
}

/** A form's submit button and, beside it, cancel (which never submits). */
export function SubmitOrCancel({
  submitLabel,
  isSubmitting,
  onCancel,
  size,
}: {
  submitLabel: string;
  isSubmitting: boolean;
  onCancel: () => void;
  size?: 'sm';
}) {
  const common = useTranslations('common');
  return (
    <div className="flex flex-wrap gap-2">
      <SubmitButton size={size} isLoading={isSubmitting}>
        {submitLabel}
      </SubmitButton>
      <Button type="button" size={size} severity="secondary" onClick={onCancel}>
        {common('cancel')}
      </Button>
    </div>
  );
}
