'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { ApiError, api } from '@/lib/api-client';
import { portabilityContracts } from '@/shared/api/browser/portability';
import { toast } from '@/lib/toast';
import { formatNumber } from '@/shared/format/number';
import { IMPORT_FILE_MAX_BYTES } from '@/shared/request-body-limits';
import type { ImportRunJson, StartWordpressImportInput } from '@/shared/schemas/portability';
import { firstFile, type ImportFormValues } from './import-form-values';
import { uploadFile } from '@/lib/upload';

type FileField = 'file' | 'uploads';
export type UploadState = { name: string; percent: number };

/** The start request's file ids are the form's file fields. */
const fieldOfStartError: Record<string, FileField> = { file_id: 'file', uploads_id: 'uploads' };

/** A refusal as a 422 on the form's fields, which `useApiForm` puts under them and focuses (so not toasted). */
function onFields(error: ApiError, errors: Record<string, string[]>): ApiError {
  error.isShownInline = true;
  return new ApiError(422, error.message, errors);
}

/**
 * Uploads the chosen files one after the other (with their progress), then starts the import
 * with their ids and hands the new run over. Every refusal that concerns a field comes back as a
 * 422 on that field: the server's own 422, a 413 for a file past the ceiling, a file gone by the
 * time the run starts; a lost connection is a toast, as nothing in the form is wrong.
 */
export function useStartImport(onStarted: (run: ImportRunJson) => void) {
  const t = useTranslations('portability');
  const locale = useLocale() as Locale;
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const tooLarge = () => t('validation.tooLarge', { megabytes: formatNumber(IMPORT_FILE_MAX_BYTES / (1024 * 1024), locale) });

  const send = async (field: FileField, file: File): Promise<string> => {
    // Refused before a byte is sent: the server would only cut the upload off at the ceiling.
    if (file.size > IMPORT_FILE_MAX_BYTES) throw new ApiError(422, '', { [field]: [tooLarge()] });
    setUpload({ name: file.name, percent: 0 });
    try {
      const { data } = await uploadFile(portabilityContracts.uploadImportFile, { query: { name: file.name } }, file, {
        onProgress: (percent) => setUpload({ name: file.name, percent }),
      });
      return data.id;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 413) throw onFields(error, { [field]: [error.message || tooLarge()] });
      if (error.status === 422) throw onFields(error, { [field]: Object.values(error.fieldErrors).flat().slice(0, 1) });
      if (error.status !== 0 && error.message) toast({ severity: 'error', detail: error.message });
      throw error;
    } finally {
      setUpload(null);
    }
  };

  const start = async (values: ImportFormValues): Promise<void> => {
    const file = firstFile(values.file)!;
    const uploads = firstFile(values.uploads);
    try {
      const fileId = await send('file', file);
      const uploadsId = uploads ? await send('uploads', uploads) : undefined;
      setIsStarting(true);
      const body: StartWordpressImportInput = {
        file_id: fileId,
        uploads_id: uploadsId,
        file_name: file.name,
        language: values.language || undefined,
        pages: values.pages,
        post_types: {},
        categories: {},
        dry_run: values.dry_run,
        fetch_media: values.fetch_media,
        create_accounts: values.create_accounts,
      };
      const { data } = await api(portabilityContracts.startWordpressImport, { body });
      onStarted(data);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 0) toast({ severity: 'error', detail: t('import.network') });
      if (error.status !== 422) throw error;
      const errors = Object.fromEntries(Object.entries(error.fieldErrors).map(([name, messages]) => [fieldOfStartError[name] ?? name, messages]));
      throw onFields(error, errors);
    } finally {
      setIsStarting(false);
    }
  };

  return { start, upload, isStarting };
}
