'use client';

import { Copy } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, useSyncExternalStore } from 'react';
import { ConfirmButton } from '@/components/panel/confirm-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { Locale } from '@/i18n/locales';
import { api } from '@/lib/api-client';
import { previewLinkContracts } from '@/shared/api/browser/preview-links';
import { toast } from '@/lib/toast';
import type { ContentType } from '@/shared/content-types';
import { formatDateTime } from '@/shared/dates';
import { DEFAULT_PREVIEW_LINK_DAYS, previewLinkLifetimes, type PreviewLinkJson, type PreviewLinkLifetime } from '@/shared/schemas/preview-links';
import { MetaLine } from '@/components/ui/meta-line';

const neverChanges = () => () => undefined;

type Props = {
  type: ContentType;
  contentId: string;
  initialLinks: PreviewLinkJson[];
  /** Readers already see the item: existing links can be revoked, no new one made. */
  isPublic: boolean;
};

/**
 * The editor's preview links (ADR 0020): make one for 1, 7 or 30 days, copy its address in each of
 * the item's languages, see who made each and until when it works, revoke it.
 */
export function PreviewLinksPanel({ type, contentId, initialLinks, isPublic }: Props) {
  const t = useTranslations('managerContent.previewLinks');
  const languages = useTranslations('managerContent.form');
  const locale = useLocale() as Locale;
  const id = useId();
  const [links, setLinks] = useState(initialLinks);
  const [days, setDays] = useState<PreviewLinkLifetime>(DEFAULT_PREVIEW_LINK_DAYS);
  const [isCreating, setIsCreating] = useState(false);
  const linkContracts = previewLinkContracts[type];
  // Addresses are shown whole once the browser knows its origin (the server render has none).
  const origin = useSyncExternalStore(neverChanges, () => window.location.origin, () => '');

  const create = async () => {
    setIsCreating(true);
    try {
      const { data } = await api(linkContracts.create, { params: { id: contentId }, body: { expires_in_days: days } });
      setLinks((current) => [data, ...current]);
      toast({ severity: 'success', detail: t('created') });
    } catch {
      // The API client already said what went wrong.
    } finally {
      setIsCreating(false);
    }
  };

  const revoke = async (linkId: string) => {
    await api(linkContracts.revoke, { params: { id: contentId, linkId } });
    const { data } = await api(linkContracts.list, { params: { id: contentId } });
    setLinks(data);
    toast({ severity: 'success', detail: t('revokedToast') });
  };

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      toast({ severity: 'success', detail: t('copied') });
    } catch {
      toast({ severity: 'error', detail: t('copyFailed') });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4" data-testid="preview-links">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{isPublic ? t('publicNote') : t('intro')}</p>
      {isPublic ? null : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-days`} className="text-sm font-medium">
              {t('lifetime')}
            </label>
            <Select id={`${id}-days`} value={String(days)} onChange={(event) => setDays(Number(event.target.value) as PreviewLinkLifetime)} className="w-40">
              {previewLinkLifetimes.map((count) => (
                <option key={count} value={count}>
                  {t('days', { count })}
                </option>
              ))}
            </Select>
          </div>
          <Button type="button" isLoading={isCreating} onClick={() => void create()}>
            {t('create')}
          </Button>
        </div>
      )}
      {links.length === 0 ? (
        <p className="text-sm text-muted">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {links.map((link) => (
            <li key={link.id} className="flex flex-col gap-2 rounded-xl border border-border p-3" data-testid="preview-link" data-active={link.is_active}>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                <span className={link.is_active ? 'font-bold text-fg' : 'font-bold text-muted'}>{link.is_active ? t('active') : t('inactive')}</span>
                {link.created_by ? (
                  <MetaLine parts={[t('madeBy', { name: link.created_by.name }), formatDateTime(link.created_at, locale)]} />
                ) : (
                  <span>{t('madeAt', { date: formatDateTime(link.created_at, locale) })}</span>
                )}
                <span>
                  {link.revoked_at
                    ? t('revoked', { date: formatDateTime(link.revoked_at, locale) })
                    : t(link.is_active ? 'worksUntil' : 'expired', { date: formatDateTime(link.expires_at, locale) })}
                </span>
                {link.is_active ? (
                  <ConfirmButton
                    label={t('revoke')}
                    title={t('revokeTitle')}
                    description={t('revokeConfirm')}
                    confirmLabel={t('revoke')}
                    size="sm"
                    className="ms-auto"
                    onConfirm={() => revoke(link.id)}
                  />
                ) : null}
              </div>
              {Object.entries(link.paths).map(([language, path]) => {
                const address = `${origin}${path}`;
                const name = languages(language as Locale);
                return (
                  <div key={language} className="flex flex-wrap items-center gap-2">
                    <Input
                      readOnly
                      dir="ltr"
                      value={address}
                      aria-label={t('address', { language: name })}
                      data-language={language}
                      className="min-w-0 flex-1"
                      onFocus={(event) => event.currentTarget.select()}
                    />
                    <Button type="button" severity="secondary" size="sm" onClick={() => void copy(address)}>
                      <Copy aria-hidden className="size-4" />
                      {t('copy', { language: name })}
                    </Button>
                  </div>
                );
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
