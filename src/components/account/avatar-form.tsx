'use client';

import { ImageUp, Trash2, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useAuth } from '@/components/shell/auth-provider';
import { Button } from '@/components/ui/button';
import { ApiError, api } from '@/lib/api-client';
import { uploadForm } from '@/lib/upload';
import { accountContracts } from '@/shared/api/browser/accounts';

/** Profile picture with a preview and upload progress; the server checks and resizes the image. */
export function AvatarForm() {
  const t = useTranslations('account');
  const { session, refresh } = useAuth();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const avatar = preview ?? session?.user.avatar ?? null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    const body = new FormData();
    body.append('avatar', file);
    try {
      await uploadForm(accountContracts.uploadAvatar, {}, body, { onProgress: setProgress });
      await refresh();
    } catch (failure) {
      setPreview(null);
      if (failure instanceof ApiError) setError(failure.fieldErrors.avatar?.[0] ?? failure.message);
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const onRemove = async () => {
    await api(accountContracts.deleteAvatar).catch(() => undefined);
    setPreview(null);
    await refresh();
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-border bg-surface p-6">
      <h2 id={`${inputId}-title`} className="mb-4 text-lg font-bold">
        {t('avatarTitle')}
      </h2>
      <div className="flex flex-wrap items-center gap-6">
        <div className="grid size-24 place-items-center overflow-hidden rounded-full border border-border bg-surface-2">
          {avatar ? (
            // eslint-disable-next-line @next/next/no-img-element -- a blob preview or a 256 px WebP: nothing for next/image to do
            <img src={avatar} alt="" width={96} height={96} className="size-24 object-cover" />
          ) : (
            <UserRound className="size-10 text-muted" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('avatarUpload')}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          <div className="flex flex-wrap gap-2">
            {/* A real button opens the hidden input: keyboard users reach it, and no label plays a button's role. */}
            <Button type="button" severity="secondary" size="sm" aria-describedby={`${inputId}-hint`} onClick={() => inputRef.current?.click()}>
              <ImageUp className="size-4" aria-hidden="true" />
              {t('avatarUpload')}
            </Button>
            {session?.user.avatar ? (
              <Button severity="ghost" size="sm" onClick={() => void onRemove()}>
                <Trash2 className="size-4" aria-hidden="true" />
                {t('avatarRemove')}
              </Button>
            ) : null}
          </div>
          <p id={`${inputId}-hint`} className="text-xs text-muted">
            {t('avatarHint')}
          </p>
          {progress !== null ? (
            <div role="progressbar" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} className="h-2 w-48 overflow-hidden rounded-full bg-surface-2">
              <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
              <span className="sr-only">{t('uploading', { percent: progress })}</span>
            </div>
          ) : null}
          {error ? (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
