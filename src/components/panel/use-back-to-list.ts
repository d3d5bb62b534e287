'use client';

import { useRouter } from '@/i18n/navigation';

/** Where a manager editor goes once its record is saved or deleted: back to the list, re-read so it shows the change. */
export function useBackToList(listHref: string) {
  const router = useRouter();
  const back = () => {
    router.push(listHref);
    router.refresh();
  };
  return { back };
}
