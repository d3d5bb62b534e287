'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import type { Editor } from './use-edit-session';

/** "X is also editing this item", while another manager has the same item open. */
export function OtherEditors({ editors }: { editors: Editor[] }) {
  const t = useTranslations('revisions.presence');
  const locale = useLocale() as Locale;
  if (editors.length === 0) return null;
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(editors.map((editor) => editor.name));
  return (
    <p role="status" className="rounded-lg border border-warn/40 bg-warn/10 px-3 py-2 text-sm font-medium">
      {editors.length === 1 ? t('one', { name: names }) : t('many', { names })}
    </p>
  );
}
