'use client';

import { useRouter } from '@/i18n/navigation';
import { apiFetch } from '@/lib/api-client';

/**
 * Where a manager editor goes once its record is saved or deleted: back to the list, re-read so
 * it shows the change. `remove` deletes the record at `url` first.
 */
export function useBackToList(listHref: string) {
  const router = useRouter();
  const back = () => {
    router.push(listHref);
    router.refresh();
  };
  const remove = async (url: string) => {
    await apiFetch(url, { method: 'DELETE' });
    back();
  };
  return { router, back, remove };
}
