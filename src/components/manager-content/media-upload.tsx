'use client';

import { FileAudio, FileText, FileVideo, Upload, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { Ltr } from '@/components/ui/ltr';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { uploadForm } from '@/lib/upload';
import { managerContentContracts } from '@/shared/api/browser/manager-content';

export type MediaValue = { id?: string; url: string; mime?: string } | null;

type Props = {
  label: string;
  /** What the file input offers: `image/*`, `audio/*`, `video/*`, `application/pdf`. */
  accept: string;
  value: MediaValue;
  onChange: (value: MediaValue) => void;
  error?: string;
};

function Preview({ value, accept }: { value: NonNullable<MediaValue>; accept: string }) {
  const kind = value.mime ?? accept;
  if (kind.startsWith('image')) {
    // eslint-disable-next-line @next/next/no-img-element -- a just-uploaded file has no optimized variants yet
    return <img src={value.url} alt="" className="h-28 w-44 rounded-md border border-border object-cover" />;
  }
  if (kind.startsWith('audio')) return <audio controls src={value.url} className="w-full max-w-sm" />;
  const Icon = kind.startsWith('video') ? FileVideo : kind.startsWith('audio') ? FileAudio : FileText;
  return (
    <a href={value.url} target="_blank" rel="noreferrer" className="flex items-center gap-2 text-sm text-primary hover:underline">
      <Icon className="size-5" aria-hidden />
      <Ltr>{value.url.split('/').pop()}</Ltr>
    </a>
  );
}

/**
 * Uploads one file to the media endpoint with a progress bar (XMLHttpRequest) and shows a
 * preview; the server decides whether the content is really what it claims.
 */
export function MediaUpload({ label, accept, value, onChange, error }: Props) {
  const t = useTranslations('managerContent.media');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  const upload = async (file: File) => {
    setUploadError(null);
    setProgress(0);
    const body = new FormData();
    body.append('file', file);
    try {
      const { data } = await uploadForm(managerContentContracts.uploadMedia, {}, body, { onProgress: setProgress });
      onChange({ id: data.id, url: data.url, mime: data.mime });
    } catch (failure) {
      if (failure instanceof ApiError) setUploadError(failure.fieldErrors.file?.[0] ?? failure.message);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {value ? <Preview value={value} accept={accept} /> : null}
      <div className="flex flex-wrap items-center gap-2">
        <label
          className={cn(
            'inline-flex cursor-pointer items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm hover:bg-surface-2 focus-within:ring-2 focus-within:ring-primary',
            progress !== null && 'pointer-events-none opacity-60',
          )}
        >
          <Upload className="size-4" aria-hidden />
          {value ? t('replace') : t('choose')}
          <input
            ref={input}
            id={id}
            type="file"
            accept={accept}
            className="sr-only"
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </label>
        {value ? (
          <button type="button" onClick={() => onChange(null)} className="inline-flex items-center gap-1 text-sm text-danger hover:underline">
            <X className="size-4" aria-hidden />
            {t('remove')}
          </button>
        ) : null}
      </div>
      {progress !== null ? (
        <div className="flex items-center gap-2">
          <progress max={100} value={progress} className="h-2 w-48 accent-primary" aria-label={t('progress')} />
          <span className="text-xs text-muted" aria-live="polite">
            {t('uploading', { percent: progress })}
          </span>
        </div>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
