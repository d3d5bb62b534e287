import { z } from 'zod';
import { locales } from '../../i18n/locales';
import { builtInPageNames } from '../built-in-pages';

/** `…/pages/{page}/{language}`: a built-in page in one language; any other page or language is a 404. */
export const builtInPageParams = z.object({ page: z.enum(builtInPageNames), language: z.enum(locales) });

/** `PUT /api/manager/pages/{page}/{language}`: the item whose title and text, in that language, the page shows. */
export const setBuiltInPageInput = z.object({ content_id: z.uuid() });
export type SetBuiltInPageInput = z.infer<typeof setBuiltInPageInput>;

/** A built-in page's own text in one language. */
export const builtInPageSchema = z.object({
  page: z.enum(builtInPageNames),
  locale: z.enum(locales),
  title: z.string(),
  body: z.string(),
  /** The item it was copied from, while that item exists. */
  content_id: z.uuid().nullable(),
  updated_at: z.iso.datetime(),
});
export type BuiltInPageJson = z.infer<typeof builtInPageSchema>;
