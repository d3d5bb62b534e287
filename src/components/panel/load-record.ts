import 'server-only';
import { notFound } from 'next/navigation';
import { NotFoundError } from '@/server/errors';
import { idParams } from '@/shared/schemas/params';

/**
 * The record a screen's address names, found by `find`, or the 404 page: a malformed id names
 * nothing, and neither does one the service answers with `NotFoundError`.
 */
export async function loadRecordOr404<T>(id: string, find: (id: string) => Promise<T>): Promise<T> {
  const parsed = idParams.safeParse({ id });
  if (!parsed.success) notFound();
  try {
    return await find(parsed.data.id);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
