import type { Locale } from '@/i18n/locales';
import { getManagedGuide } from '@/server/services/where-to-start';
import type { ManagedGuideDetail } from '@/shared/schemas/where-to-start';
import { loadRecordOr404 } from '@/components/panel/load-record';

/** The guide of a `whereToStart/{id}/…` manager screen; the 404 page for a malformed or unknown id. */
export async function loadGuide(id: string, locale: Locale): Promise<ManagedGuideDetail> {
  return loadRecordOr404(id, (recordId) => getManagedGuide(recordId, locale));
}
