'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ContentType } from '@/shared/content-types';
import { OtherEditors } from './other-editors';
import type { Editor } from './use-edit-session';

/** Above an item's editor: who else is editing it, and the way to its revisions. */
export function EditSessionBar({ type, id, editors }: { type: ContentType; id: string; editors: Editor[] }) {
  const t = useTranslations('revisions');
  return (
    <div className="flex flex-col gap-3">
      <Link href={`/manager/panel/${type}/${id}/revisions`} className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t('open')}
      </Link>
      <OtherEditors editors={editors} />
    </div>
  );
}
