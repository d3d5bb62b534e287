'use client';

import { Trash2, WifiOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { TypeIcon } from '@/components/content/type-icon';
import { contentTypes } from '@/shared/content-types';
import type { EngagedItem } from './engagement-list';

type Props = { item: EngagedItem; isRemoving: boolean; onRemove: () => void; isKeptOffline?: boolean };

/** One saved / liked / checked item: cover, title linking to its page, excerpt and a remove button. */
export function EngagementListCard({ item, isRemoving, onRemove, isKeptOffline = false }: Props) {
  const t = useTranslations('engagement.panel');
  const cover = item.cover;
  // The smallest variant that still fills a card column; the original when there are none.
  const image = cover?.variants.find((variant) => variant.width >= 480) ?? cover?.variants.at(-1) ?? cover;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface" data-id={item.id}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- media variants are already sized WebP files
        <img
          src={image.url}
          alt={item.title}
          width={image.width ?? 480}
          height={image.height ?? 270}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
      ) : (
        // No empty box: the type's icon stands where the cover would be.
        <div aria-hidden="true" className="grid aspect-video w-full place-items-center bg-surface-2 text-muted">
          <TypeIcon name={contentTypes[item.type].icon} className="size-12 opacity-60" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base font-bold leading-7">
          <Link href={`/${item.type}/${item.slug}`} className="hover:text-primary">
            {item.title}
          </Link>
        </h2>
        {item.excerpt ? <p className="line-clamp-2 text-sm text-muted">{item.excerpt}</p> : null}
        <div className="mt-auto flex flex-wrap items-center justify-end gap-2 pt-2">
          {isKeptOffline ? (
            <span className="me-auto inline-flex items-center gap-1 text-xs text-muted" data-testid="kept-offline">
              <WifiOff className="size-3.5" aria-hidden="true" />
              {t('keptOffline')}
            </span>
          ) : null}
          <Button size="sm" severity="secondary" isLoading={isRemoving} onClick={onRemove} aria-label={`${t('remove')}: ${item.title}`}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('remove')}
          </Button>
        </div>
      </div>
    </article>
  );
}
