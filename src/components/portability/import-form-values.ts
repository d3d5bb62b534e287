import { z } from 'zod';
import { contentTypeNames, type ContentType } from '@/shared/content-types';

/** What the import form holds: the chosen files themselves, before they are uploaded and named by id. */
export type ImportFormValues = {
  file: FileList | null;
  uploads: FileList | null;
  /** '' leaves the fallback language to the file's own `<language>`. */
  language: '' | 'fa' | 'en';
  pages: ContentType | 'skip';
  dry_run: boolean;
  fetch_media: boolean;
  create_accounts: boolean;
};

export const importFormDefaults: ImportFormValues = { file: null, uploads: null, language: '', pages: 'skip', dry_run: false, fetch_media: false, create_accounts: false };

/** The one file a file input holds, if any (FileList exists only in the browser). */
export const firstFile = (value: unknown): File | undefined =>
  typeof FileList !== 'undefined' && value instanceof FileList ? (value[0] ?? undefined) : undefined;

/**
 * The form's own check, before anything is sent: the API validates ids of files already uploaded,
 * so the files are checked here (present, and of the kind each field asks for); their size and
 * content are the server's to judge.
 */
export const importFormSchema = z.object({
  file: z.unknown().superRefine((value, context) => {
    const file = firstFile(value);
    if (!file) context.addIssue({ code: 'custom', message: 'portability.validation.fileRequired' });
    else if (!file.name.toLowerCase().endsWith('.xml')) context.addIssue({ code: 'custom', message: 'portability.validation.xmlFile' });
  }),
  uploads: z.unknown().superRefine((value, context) => {
    const file = firstFile(value);
    if (file && !file.name.toLowerCase().endsWith('.zip')) context.addIssue({ code: 'custom', message: 'portability.validation.zipFile' });
  }),
  language: z.enum(['', 'fa', 'en']),
  pages: z.union([z.enum(contentTypeNames), z.literal('skip')]),
  dry_run: z.boolean(),
  fetch_media: z.boolean(),
  create_accounts: z.boolean(),
});
