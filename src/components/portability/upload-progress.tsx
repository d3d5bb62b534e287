'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/shared/format/number';
import type { UploadState } from './use-start-import';

/** The file being sent and how much of it has gone, as a bar and in words. */
export function UploadProgress({ upload }: { upload: UploadState }) {
  const t = useTranslations('portability.import');
  const locale = useLocale() as Locale;
  return (
    <div className="flex flex-col gap-1">
      <progress max={100} value={upload.percent} className="h-2 w-full accent-primary" aria-label={t('uploadProgress', { name: upload.name })} />
      <p className="text-xs text-muted" role="status">
        {t.rich('uploading', { name: upload.name, percent: formatNumber(upload.percent, locale), bdi: (chunks) => <bdi dir="auto">{chunks}</bdi> })}
      </p>
    </div>
  );
}
