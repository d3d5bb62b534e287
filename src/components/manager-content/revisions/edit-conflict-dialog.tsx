'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { toast } from '@/lib/toast';
import type { ContentType } from '@/shared/content-types';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import type { EditConflict } from './use-edit-session';

type Props = {
  type: ContentType;
  id: string;
  conflict: EditConflict | null;
  /** The editor's unsaved text, as plain lines to keep elsewhere. */
  myText: () => string;
  onKeepTheirs: () => void;
  onKeepMine: () => Promise<void>;
  onClose: () => void;
};

/**
 * What the editor offers when its save met a newer version: compare what they changed (in a new
 * tab, so nothing here is lost), keep theirs, keep mine over theirs, or copy my text aside.
 */
export function EditConflictDialog({ type, id, conflict, myText, onKeepTheirs, onKeepMine, onClose }: Props) {
  const t = useTranslations('revisions.conflict');
  const locale = useLocale() as Locale;
  const [copy, setCopy] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  if (!conflict) return null;
  const version = formatNumber(conflict.version, locale);
  const date = formatDateTime(conflict.saved_at, locale);
  const detail = conflict.saved_by ? t('detail', { name: conflict.saved_by.name, version, date }) : t('detailUnknown', { version, date });
  const compareHref = conflict.base ? `/manager/panel/${type}/${id}/revisions?from=${conflict.base}&to=${conflict.version}` : `/manager/panel/${type}/${id}/revisions`;

  const copyMine = async () => {
    const text = myText();
    setCopy(text);
    try {
      await navigator.clipboard.writeText(text);
      toast({ severity: 'success', detail: t('copied') });
    } catch {
      // Without clipboard access the text box below is there to copy from.
    }
  };
  const keepMine = async () => {
    setIsSaving(true);
    try {
      await onKeepMine();
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Dialog isOpen onOpenChange={(isOpen) => (isOpen ? null : onClose())} title={t('title')} description={detail} closeLabel={t('close')} className="w-[min(36rem,calc(100vw-2rem))]">
      <div className="flex flex-col gap-3">
        <Link href={compareHref} target="_blank" className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('compare')}
        </Link>
        <div className="flex flex-col gap-1">
          <Button type="button" severity="secondary" onClick={onKeepTheirs}>
            {t('keepTheirs')}
          </Button>
          <p className="text-xs text-muted">{t('keepTheirsHint')}</p>
        </div>
        <div className="flex flex-col gap-1">
          <Button type="button" isLoading={isSaving} onClick={() => void keepMine()}>
            {t('keepMine')}
          </Button>
          <p className="text-xs text-muted">{t('keepMineHint')}</p>
        </div>
        <Button type="button" severity="secondary" onClick={() => void copyMine()}>
          {t('copyMine')}
        </Button>
        {copy !== null ? (
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('copyLabel')}</span>
            <Textarea readOnly rows={8} value={copy} dir="auto" onFocus={(event) => event.currentTarget.select()} />
          </label>
        ) : null}
      </div>
    </Dialog>
  );
}
