'use client';

import { Paperclip, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { TICKET_ATTACHMENT_ACCEPT } from '@/shared/schemas/tickets';

type Props = { file: File | null; onChange: (file: File | null) => void; error?: string; label: string };

/**
 * The optional attachment of a ticket message. The browser's own picker button speaks the
 * browser's language («Choose File / No file chosen» in a Persian page), so it stays hidden and
 * a button of ours opens it and shows the chosen file.
 */
export function AttachmentInput({ file, onChange, error, label }: Props) {
  const t = useTranslations('tickets');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const describedBy = [`${id}-label`, `${id}-chosen`, `${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={TICKET_ATTACHMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          severity="secondary"
          size="sm"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onClick={() => input.current?.click()}
          data-testid="choose-file"
        >
          <Paperclip className="size-4" aria-hidden="true" />
          {file ? t('replaceFile') : t('chooseFile')}
        </Button>
        {file ? (
          <span id={`${id}-chosen`} className="flex min-w-0 items-center gap-1 text-sm" data-testid="chosen-file">
            <span className="text-muted">{t('chosenFile')}</span>
            <bdi className="truncate">{file.name}</bdi>
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
          </span>
        ) : (
          <span id={`${id}-chosen`} className="text-sm text-muted">
            {t('noFileChosen')}
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('attachmentHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
