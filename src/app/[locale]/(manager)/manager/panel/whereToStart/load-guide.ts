import { notFound } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { NotFoundError } from '@/server/http/errors';
import { getManagedGuide } from '@/server/services/where-to-start';
import type { ManagedGuideDetail } from '@/shared/schemas/where-to-start';
import { idParams } from '@/shared/schemas/params';

/** The guide of a `whereToStart/{id}/…` manager screen; the 404 page for a malformed or unknown id. */
export async function loadGuide(id: string, locale: Locale): Promise<ManagedGuideDetail> {
  const parsed = idParams.safeParse({ id });
  if (!parsed.success) notFound();
  return getManagedGuide(parsed.data.id, locale).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
}
