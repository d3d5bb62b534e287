import { TICKET_ATTACHMENT_MAX_BYTES } from './schemas/tickets';

const MB = 1024 * 1024;

/** Every request body that is not one of the uploads below: JSON, forms, server actions. */
export const DEFAULT_BODY_MAX_BYTES = 1 * MB;
/**
 * An autosaved working copy of a form (ADR 0021): under the JSON ceiling with room for the
 * envelope, so a copy too large is refused with a message (422) rather than cut off (413).
 */
export const WORKING_COPY_MAX_BYTES = DEFAULT_BODY_MAX_BYTES - 64 * 1024;
/** A profile picture. */
export const AVATAR_MAX_BYTES = 2 * MB;
/** One media-library upload: a cover, a book PDF, a podcast episode or a lesson video. */
export const MEDIA_MAX_BYTES = 200 * MB;

/** An export file or a zip of uploads sent to the import screen (sent raw, written to disk as it arrives). */
export const IMPORT_FILE_MAX_BYTES = 512 * MB;

/** A subscriber list exported from Ghost, MailPoet or Substack (CSV, read whole: about 400,000 rows). */
export const SUBSCRIBER_CSV_MAX_BYTES = 32 * MB;

/** Room for the multipart boundaries, part headers and the text fields sent beside the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * The upload routes and their ceilings, whole request body included. `npm start` refuses a body
 * past its ceiling while it arrives, and deploy/nginx.conf repeats these numbers.
 */
export const uploadRoutes = [
  { method: 'POST', path: /^\/api\/user\/avatar$/, maxBytes: AVATAR_MAX_BYTES + FORM_OVERHEAD_BYTES },
  { method: 'POST', path: /^\/api\/user\/tickets(?:\/[^/]+\/messages)?$/, maxBytes: TICKET_ATTACHMENT_MAX_BYTES + FORM_OVERHEAD_BYTES },
  { method: 'POST', path: /^\/api\/manager\/media$/, maxBytes: MEDIA_MAX_BYTES + FORM_OVERHEAD_BYTES },
  { method: 'PUT', path: /^\/api\/manager\/import\/files$/, maxBytes: IMPORT_FILE_MAX_BYTES },
  { method: 'POST', path: /^\/api\/manager\/newsletter\/subscribers\/import$/, maxBytes: SUBSCRIBER_CSV_MAX_BYTES },
] as const;

/** The most bytes a request to `pathname` may send. */
export function requestBodyLimit(method: string | undefined, pathname: string): number {
  const route = uploadRoutes.find((candidate) => candidate.method === method && candidate.path.test(pathname));
  return route?.maxBytes ?? DEFAULT_BODY_MAX_BYTES;
}
