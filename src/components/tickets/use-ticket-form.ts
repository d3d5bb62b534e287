'use client';

import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useApiForm } from '@/components/forms/use-api-form';
import type { TicketDetailView } from '@/shared/schemas/tickets';

/** Sends the form to the endpoint it belongs to (`uploadForm` with that endpoint's contract). */
type SendTicketForm = (body: FormData) => Promise<{ data: TicketDetailView }>;

/**
 * A ticket form (create or reply): text fields validated by the shared schema, an optional file,
 * sent as multipart; the server's 422 errors land under their fields, the attachment's included.
 */
export function useTicketForm<T extends FieldValues>(schema: z.ZodType, defaults: DefaultValues<T>, send: SendTicketForm) {
  const { form, submitWith } = useApiForm<T>(schema, defaults);
  const [file, setFile] = useState<File | null>(null);
  const attachmentError = (form.formState.errors as Record<string, { message?: unknown } | undefined>).attachment?.message;

  const submit = (onDone: (ticket: TicketDetailView) => void | Promise<void>) =>
    submitWith(async (values) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== null) body.append(name, String(value));
      if (file) body.append('attachment', file);
      const answer = await send(body);
      await onDone(answer.data);
    });

  const chooseFile = (next: File | null) => {
    setFile(next);
    form.clearErrors('attachment' as never);
  };

  return { form, file, chooseFile, attachmentError: attachmentError ? String(attachmentError) : undefined, submit };
}
