'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { Link } from '@/i18n/navigation';
import { localeInfo, type Locale } from '@/i18n/locales';
import { toast } from '@/lib/toast';
import type { ContentType } from '@/shared/content-types';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import { readField, valueInBody, type ConflictField } from './conflict-fields';
import type { EditConflict } from './use-edit-session';

type Props = {
  type: ContentType;
  id: string;
  conflict: EditConflict | null;
  /** The editor's unsaved text, as plain lines to keep elsewhere. */
  myText: () => string;
  onKeepTheirs: () => void;
  onKeepMine: () => Promise<void>;
  onTakeTheirs: () => Promise<void>;
  onClose: () => void;
};

/** A stored or typed value as text to read: a body without its markup, a date in the reader's calendar. */
function shown(value: unknown, field: ConflictField, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  if (field.kind === 'text' && field.field === 'body' && typeof value === 'string') {
    return new DOMParser().parseFromString(value, 'text/html').body.textContent?.trim() ?? '';
  }
  if (field.kind === 'item' && field.field === 'published_at' && typeof value === 'string') return formatDateTime(value, locale);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * What the editor shows when its save changed fields that another save changed too (ADR 0019):
 * their value and this editor's side by side for each such field, then the ways out. Every other
 * change merges on its own. Nothing is the default: focus lands on the comparison, and no action
 * is styled as the one to take, so a tap or Enter overwrites nobody's work.
 */
export function EditConflictDialog({ type, id, conflict, myText, onKeepTheirs, onKeepMine, onTakeTheirs, onClose }: Props) {
  const t = useTranslations('revisions');
  const languages = useTranslations('managerContent.form');
  const locale = useLocale() as Locale;
  const comparison = useRef<HTMLDListElement>(null);
  const [copy, setCopy] = useState<string | null>(null);
  const [pending, setPending] = useState<'mine' | 'theirs' | null>(null);
  if (!conflict) return null;
  const version = formatNumber(conflict.version, locale);
  const date = formatDateTime(conflict.saved_at, locale);
  const detail = conflict.saved_by ? t('conflict.detail', { name: conflict.saved_by.name, version, date }) : t('conflict.detailUnknown', { version, date });
  const compareHref = conflict.base ? `/manager/panel/${type}/${id}/revisions?from=${conflict.base}&to=${conflict.version}` : `/manager/panel/${type}/${id}/revisions`;

  const label = (field: ConflictField) => {
    if (field.kind === 'text') return t('conflict.inLanguage', { field: t(`fields.${field.field as 'title'}`), language: languages(field.lang) });
    if (field.kind === 'language') return languages(field.lang);
    if (field.kind === 'attribute') return t('fields.attribute', { name: field.key });
    return t(`fields.${field.field as 'status'}`);
  };

  const copyMine = async () => {
    const text = myText();
    setCopy(text);
    try {
      await navigator.clipboard.writeText(text);
      toast({ severity: 'success', detail: t('conflict.copied') });
    } catch {
      // Without clipboard access the text box below is there to copy from.
    }
  };
  const settle = async (how: 'mine' | 'theirs') => {
    setPending(how);
    try {
      await (how === 'mine' ? onKeepMine() : onTakeTheirs());
    } finally {
      setPending(null);
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title={t('conflict.title')}
      description={detail}
      closeLabel={t('conflict.close')}
      initialFocus={comparison}
      className="w-[min(40rem,calc(100vw-2rem))]"
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm">{t('conflict.merged')}</p>
        <dl ref={comparison} tabIndex={-1} aria-label={t('conflict.fieldsLabel')} className="flex flex-col gap-3 rounded-lg outline-offset-2">
          {conflict.fields.map((path) => {
            const field = readField(path);
            const lang = field.kind === 'text' ? field.lang : locale;
            return (
              <div key={path} className="flex flex-col gap-1 border-b border-border pb-3 last:border-b-0" data-field={path}>
                <dt className="text-sm font-semibold">{label(field)}</dt>
                <dd className="grid gap-2 sm:grid-cols-2">
                  {(['theirs', 'mine'] as const).map((side) => (
                    <div key={side} className="flex min-w-0 flex-col gap-0.5 rounded-md bg-surface-2 p-2">
                      <span className="text-xs text-muted">{t(`conflict.${side}`)}</span>
                      <span className="line-clamp-4 break-words text-sm" lang={lang} dir={localeInfo[lang].dir}>
                        {shown(side === 'theirs' ? conflict.theirs[path] : valueInBody(conflict.mine, path), field, locale) || t('noValue')}
                      </span>
                    </div>
                  ))}
                </dd>
              </div>
            );
          })}
        </dl>
        <Link href={compareHref} target="_blank" className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('conflict.compare')}
        </Link>
        <div className="flex flex-col gap-1">
          <Button type="button" severity="secondary" isLoading={pending === 'theirs'} onClick={() => void settle('theirs')}>
            {t('conflict.takeTheirs')}
          </Button>
          <p className="text-xs text-muted">{t('conflict.takeTheirsHint')}</p>
        </div>
        <div className="flex flex-col gap-1">
          <Button type="button" severity="secondary" isLoading={pending === 'mine'} onClick={() => void settle('mine')}>
            {t('conflict.keepMine')}
          </Button>
          <p className="text-xs text-muted">{t('conflict.keepMineHint')}</p>
        </div>
        <div className="flex flex-col gap-1">
          <Button type="button" severity="secondary" onClick={onKeepTheirs}>
            {t('conflict.keepTheirs')}
          </Button>
          <p className="text-xs text-muted">{t('conflict.keepTheirsHint')}</p>
        </div>
        <Button type="button" severity="secondary" onClick={() => void copyMine()}>
          {t('conflict.copyMine')}
        </Button>
        {copy !== null ? (
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('conflict.copyLabel')}</span>
            <Textarea readOnly rows={8} value={copy} dir="auto" onFocus={(event) => event.currentTarget.select()} />
          </label>
        ) : null}
      </div>
    </Dialog>
  );
}
