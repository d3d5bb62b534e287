'use client';

import { Paperclip, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { TICKET_ATTACHMENT_ACCEPT } from '@/shared/schemas/tickets';

type Props = { file: File | null; onChange: (file: File | null) => void; error?: string; label: string };

/** The optional attachment of a ticket message: shows the chosen file and lets it go again. */
export function AttachmentInput({ file, onChange, error, label }: Props) {
  const t = useTranslations('tickets');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={TICKET_ATTACHMENT_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className={cn(
          'rounded-lg border border-border bg-bg p-2 text-sm file:me-3 file:rounded-md file:border-0 file:bg-surface-2 file:px-3 file:py-1.5 file:text-fg',
          error && 'border-danger',
        )}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('attachmentHint')}
      </p>
      {file ? (
        <div className="flex items-center gap-2 text-sm" data-testid="chosen-file">
          <Paperclip className="size-4 text-muted" aria-hidden="true" />
          <span>
            {t('chosenFile')} 
            <bdi>{file.name}</bdi>
          </span>
          <Button
            type="button"
            size="icon"
            severity="ghost"
            aria-label={t('removeFile')}
            className="size-8"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
            }}
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
