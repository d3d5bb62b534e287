import { z } from 'zod';
import { locales } from '../../i18n/locales';
import { builtInPageNames } from '../built-in-pages';
import { contentTypeNames } from '../content-types';
import { redirectSource } from '../redirects';
import { paginationQuery } from './pagination';

const localeChoice = z.enum(['fa', 'en']);
const typeChoice = z.enum(contentTypeNames);
const typeOrSkip = z.union([typeChoice, z.literal('skip')]);

/**
 * What an import of a WordPress export is told, on the command line or on the import screen:
 * the language of items the file does not mark (Polylang marks each), where pages and other post
 * types go, which categories' posts become another type than articles, and whether to write.
 */
export const wordpressImportOptions = z.object({
  language: localeChoice.optional(),
  pages: typeOrSkip.default('skip'),
  /** A post type of the file (`book`, `product`) → a content type, or skipped. Posts go by `categories`, else to articles. */
  post_types: z.record(z.string().trim().min(1).max(60), typeOrSkip).default({}),
  /** A category slug of the file → the content type its posts become (the first match of a post's categories wins). */
  categories: z.record(z.string().trim().min(1).max(200), typeChoice).default({}),
  dry_run: z.boolean().default(false),
  /** Download media the uploads copy lacks from the addresses the file names (this server needs a connection). */
  fetch_media: z.boolean().default(false),
  /** Make reader accounts for the file's authors (none by default: authors become a byline). */
  create_accounts: z.boolean().default(false),
});
export type WordpressImportOptions = z.infer<typeof wordpressImportOptions>;

/** Body of `POST /api/manager/redirects`: an old address and where it now goes. */
export const createRedirectInput = z.object({
  source: z
    .string()
    .trim()
    .min(2)
    .max(1000)
    .refine((value) => value.startsWith('/') && redirectSource(value) !== null, 'portability.validation.source'),
  target: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .refine((value) => value.startsWith('/') && !value.startsWith('//'), 'portability.validation.target'),
});
export type CreateRedirectInput = z.infer<typeof createRedirectInput>;

export const redirectSchema = z.object({
  id: z.uuid(),
  source: z.string(),
  target: z.string(),
  origin: z.enum(['import', 'manual']),
  created_at: z.string(),
});
export type RedirectJson = z.infer<typeof redirectSchema>;

export const redirectsQuery = paginationQuery.extend({
  /** Part of an old or new address. */
  q: z.string().trim().max(200).optional(),
});
export type RedirectsQuery = z.infer<typeof redirectsQuery>;

/** `GET /api/manager/media`: the media library, of one kind, and only the files an import could not bring (`missing`) or only the rest. */
export const mediaLibraryQuery = paginationQuery.extend({
  kind: z.enum(['image', 'audio', 'video', 'file']).optional(),
  status: z.enum(['stored', 'missing']).optional(),
});
export type MediaLibraryQuery = z.infer<typeof mediaLibraryQuery>;

export const mediaLibraryItemSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  kind: z.enum(['image', 'audio', 'video', 'file']),
  mime: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  original_name: z.string().nullable(),
  /** Where an import sought a file it could not bring; `url` is then its placeholder. */
  missing_from: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type MediaLibraryItem = z.infer<typeof mediaLibraryItemSchema>;

const reportLine = z.object({
  level: z.enum(['info', 'warning', 'skipped', 'error']),
  kind: z.string(),
  key: z.string().optional(),
  title: z.string().optional(),
  message: z.string(),
  /** What exactly, where the item alone does not say it: a file's address, a block's name, `1/63`. */
  detail: z.string().optional(),
  /**
   * An item whose old address is one of the built-in pages: which page and language, the item the
   * import made and its address here, and whether the page shows that item's text now.
   */
  built_in_page: z
    .object({ page: z.enum(builtInPageNames), locale: z.enum(locales), content_id: z.uuid(), path: z.string(), is_placed: z.boolean() })
    .optional(),
});

/** An import run as the import screen follows it: progress per kind, then the report. */
export const importRunSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['wordpress', 'archive', 'export']),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  file_name: z.string().nullable(),
  dry_run: z.boolean(),
  /** An export's choice: whether its archive holds users' password hashes (false for an import). */
  with_accounts: z.boolean(),
  /** An export's choice: whether its archive holds the key that seals second factors (false for an import). */
  with_secrets: z.boolean(),
  progress: z.record(z.string(), z.object({ done: z.number(), total: z.number() })),
  report: z.array(reportLine),
  written: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** A finished export's archive is downloadable until then; null once it has expired (and for imports). */
  expires_at: z.string().nullable(),
});
export type ImportRunJson = z.infer<typeof importRunSchema>;

/** `POST /api/manager/import/wordpress`: the files uploaded before (by their upload ids) and the choices. */
export const startWordpressImportInput = wordpressImportOptions.extend({
  file_id: z.uuid(),
  uploads_id: z.uuid().optional(),
  /** The export file's name, shown beside the run. */
  file_name: z.string().trim().max(200).optional(),
});
export type StartWordpressImportInput = z.infer<typeof startWordpressImportInput>;

/** `PUT /api/manager/import/files?name=`: a raw upload of an export file or a zip of uploads. */
export const importFileQuery = z.object({ name: z.string().trim().min(1).max(200) });
export const importFileSchema = z.object({ id: z.uuid(), name: z.string(), size: z.number() });

/**
 * `POST /api/manager/export`: whether users' password hashes and account security rows go into
 * the archive, and (only with them) the key that seals their second factors (ADR 0023).
 */
export const startExportInput = z
  .object({ with_accounts: z.boolean().default(false), with_secrets: z.boolean().default(false) })
  .superRefine((input, context) => {
    if (input.with_secrets && !input.with_accounts)
      context.addIssue({ code: 'custom', path: ['with_secrets'], message: 'validation.secretsWithoutAccounts' });
  });
