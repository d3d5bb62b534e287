import { z } from 'zod';

/**
 * Where the page after a list page starts: that page's number and the sort key of its last item
 * (its list time to the microsecond, its id, and for the most-liked order its like count). A
 * cursor lets a list seek its index to the next page instead of skipping every earlier row
 * (ADR 0006), so a deep page costs what the first does.
 */
export type ListCursor = {
  /** The number of the page the cursor opens. */
  page: number;
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`: the database's own precision, so no row between two keys is lost. */
  at: string;
  id: string;
  /** The like count of the most-liked order; null in the newest-first order. */
  likes: number | null;
};

const MAX_CURSOR_PAGE = 10_000_000;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

/** A well-formed time that exists on the calendar (the database refuses 30 February). */
function isRealTime(at: string): boolean {
  if (!TIME.test(at)) return false;
  const ms = Date.parse(at);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === at.slice(0, 19);
}

/** The cursor as the API hands it out: opaque, URL-safe, ASCII only. */
export function encodeListCursor({ page, at, id, likes }: ListCursor): string {
  return toBase64Url(JSON.stringify(likes === null ? [page, at, id] : [page, at, id, likes]));
}

/** A cursor back into its parts; null for anything `encodeListCursor` did not write. */
export function decodeListCursor(value: string): ListCursor | null {
  const text = fromBase64Url(value);
  if (text === null) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || (parts.length !== 3 && parts.length !== 4)) return null;
  const [page, at, id, likes = null] = parts as unknown[];
  if (!Number.isInteger(page) || (page as number) < 2 || (page as number) > MAX_CURSOR_PAGE) return null;
  if (typeof at !== 'string' || !isRealTime(at)) return null;
  if (typeof id !== 'string' || !UUID.test(id)) return null;
  if (likes !== null && (!Number.isInteger(likes) || (likes as number) < 0)) return null;
  return { page: page as number, at, id: id.toLowerCase(), likes: likes as number | null };
}

/** `?after=`: a `meta.next_cursor` from the previous page. */
export const listCursorParam = z
  .string()
  .trim()
  .max(300)
  .transform((value, context) => {
    const cursor = decodeListCursor(value);
    if (cursor) return cursor;
    context.addIssue({ code: 'custom', message: 'validation.invalid' });
    return z.NEVER;
  });
