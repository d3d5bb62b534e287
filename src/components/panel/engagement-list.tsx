'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Undo2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { sessionWith, setEngagement } from '@/components/content/engagement-client';
import { useAuth } from '@/components/shell/auth-provider';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/i18n/navigation';
import { api } from '@/lib/api-client';
import { keepOffline, keptOfflineOf } from '@/lib/keep-offline';
import { contentTypes, type ContentType } from '@/shared/content-types';
import { engagementContracts } from '@/shared/api/browser/engagement';
import type { contentListItemOutput } from '@/shared/schemas/content-output';
import type { EngagementKind } from '@/shared/schemas/engagement';
import { formatNumber } from '@/shared/format/number';
import type { Locale } from '@/i18n/locales';
import { EngagementListCard } from './engagement-list-card';

export type EngagedItem = z.infer<typeof contentListItemOutput>;
type Props = { kind: EngagementKind; type: string; page: number };

const PER_PAGE = 12;

/**
 * The signed-in user's saves, likes or checks of one type: cards with remove, an undo for the
 * last removal (it re-adds the item), pages, and an empty state that points to the library.
 */
export function EngagementList({ kind, type, page }: Props) {
  const t = useTranslations('engagement.panel');
  const locale = useLocale() as Locale;
  const nav = useTranslations('nav');
  const queryClient = useQueryClient();
  const { session, setSession } = useAuth();
  const [removed, setRemoved] = useState<EngagedItem | null>(null);
  const queryKey = ['engagement', kind, type, page] as const;

  const list = useQuery({
    queryKey,
    queryFn: () => api(engagementContracts.listEngaged, { params: { kind, type }, query: { page, per_page: PER_PAGE } }),
  });

  const change = useMutation({
    mutationFn: ({ item, active }: { item: EngagedItem; active: boolean }) => setEngagement(kind, type, item.id, active),
    onSuccess: async (_state, { item, active }) => {
      if (session) setSession(sessionWith(session, kind, type, item.id, active));
      setRemoved(active ? null : item);
      await queryClient.invalidateQueries({ queryKey: ['engagement', kind, type] });
    },
  });

  const typeName = nav(type as 'articles');
  const items = list.data?.data ?? [];
  const meta = list.data?.meta;

  // Saved means available offline (ADR 0030): each time the list opens its pages are kept again.
  const savedPaths = kind === 'saves' && contentTypes[type as ContentType]?.hasDetailPage ? items.map((item) => `/${locale}/${item.type}/${item.slug}`) : [];
  const keptOffline = useQuery({
    queryKey: ['kept-offline', ...savedPaths],
    enabled: savedPaths.length > 0,
    queryFn: async () => {
      await keepOffline(savedPaths);
      return keptOfflineOf(savedPaths);
    },
  });

  return (
    <div className="flex flex-col gap-4">
      {removed ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm"
        >
          <span>{t('removed', { title: removed.title })}</span>
          <Button
            size="sm"
            severity="secondary"
            isLoading={change.isPending && change.variables?.active === true}
            onClick={() => change.mutate({ item: removed, active: true })}
          >
            <Undo2 className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('undo')}
          </Button>
        </div>
      ) : null}

      {list.isPending ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <span className="sr-only">{t('loading')}</span>
          {[0, 1, 2].map((cell) => (
            <span key={cell} aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-surface-2" />
          ))}
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('failed')}
        </p>
      ) : items.length === 0 ? (
        <EmptyState
          title={t('empty')}
          description={t(`emptyHint.${kind}`)}
          action={
            <Button asChild severity="primary">
              <Link href={`/${type}`}>{t('browse', { type: typeName })}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <EngagementListCard
                item={item}
                isKeptOffline={keptOffline.data?.has(`/${locale}/${item.type}/${item.slug}`) ?? false}
                isRemoving={change.isPending && change.variables?.item.id === item.id}
                onRemove={() => change.mutate({ item, active: false })}
              />
            </li>
          ))}
        </ul>
      )}

      {meta && meta.last_page > 1 ? (
        <nav aria-label={t('pagination')} className="flex items-center justify-center gap-3 text-sm">
          {page > 1 ? (
            <Link
              href={`/user/panel/${kind}/${type}?page=${page - 1}`}
              rel="prev"
              className="inline-flex items-center gap-1 rounded-lg px-3 py-2 hover:bg-surface-2"
            >
              <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
              {t('previous')}
            </Link>
          ) : null}
          <span className="text-muted">
            {t('page', { page: formatNumber(meta.current_page, locale), last: formatNumber(meta.last_page, locale) })}
          </span>
          {page < meta.last_page ? (
            <Link
              href={`/user/panel/${kind}/${type}?page=${page + 1}`}
              rel="next"
              className="inline-flex items-center gap-1 rounded-lg px-3 py-2 hover:bg-surface-2"
            >
              {t('next')}
              <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
