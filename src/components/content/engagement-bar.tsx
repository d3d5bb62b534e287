'use client';

import { useMutation } from '@tanstack/react-query';
import { Bookmark, CircleCheck, Heart, type LucideIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/components/shell/auth-provider';
import type { Locale } from '@/i18n/locales';
import { ApiError } from '@/lib/api-client';
import { keepOffline } from '@/lib/keep-offline';
import { cx } from '@/lib/cx';
import { toast } from '@/lib/toast';
import type { ContentType } from '@/shared/content-types';
import { formatNumber } from '@/shared/format/number';
import type { EngagementKind } from '@/shared/schemas/engagement';
import { fetchLiveCounts, hasEngagement, sessionWith, setEngagement } from './engagement-client';
import { ENGAGEMENT_EVENT, type EngagementEventDetail } from './playback-tracking';

type Counts = { likes: number; saves: number; checks: number };
type Props = {
  type: ContentType;
  id: string;
  counts: Counts;
  /** The kinds the item's type takes, from the registry on the server: its schemas stay out of this bundle. */
  kinds: readonly EngagementKind[];
};

const icons: Record<EngagementKind, LucideIcon> = { likes: Heart, saves: Bookmark, checks: CircleCheck };
// Likes first: the most used toggle sits where the reading eye starts, in either direction.
const order: EngagementKind[] = ['likes', 'saves', 'checks'];

/**
 * Like / save / check toggles of one item with their counts. Pressed state comes from the
 * session's id lists, so every bar on the page agrees; a toggle is applied at once and rolled
 * back if the server refuses. Anonymous visitors get the sign-in dialog and stay on the page.
 *
 * Both the pressed state and the counts come from the ledger as it is now: the counts rendered
 * into the cached page are only a placeholder until the live ones arrive, so after a reload a
 * pressed button never sits beside a count that does not include it.
 */
export function EngagementBar({ type, id, counts: initial, kinds: supported }: Props) {
  const t = useTranslations('engagement.bar');
  const locale = useLocale() as Locale;
  const { status, session, setSession, openDialog } = useAuth();
  const [counts, setCounts] = useState<Counts>(initial);
  // A toggle's answer is newer than a live read still in flight; that read must not undo it.
  const hasToggled = useRef(false);
  // One request per kind at a time: a double click must not race an add against its own remove.
  const [busy, setBusy] = useState<ReadonlySet<EngagementKind>>(new Set());
  // Changes made offline that the service worker holds until the connection is back.
  const [queued, setQueued] = useState<ReadonlySet<EngagementKind>>(new Set());
  const kinds = order.filter((kind) => supported.includes(kind));

  useEffect(() => {
    let isCurrent = true;
    fetchLiveCounts(type, id)
      .then((live) => {
        if (isCurrent && !hasToggled.current) setCounts(live);
      })
      // Offline or a restart: the page's own counts stay, and the next toggle answers with the truth.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [type, id]);

  // A check made by the player (played to the end) moves this bar's count too.
  useEffect(() => {
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<EngagementEventDetail>).detail;
      if (detail.type === type && detail.id === id) setCounts((current) => ({ ...current, [detail.kind]: detail.count }));
    };
    window.addEventListener(ENGAGEMENT_EVENT, onChange);
    return () => window.removeEventListener(ENGAGEMENT_EVENT, onChange);
  }, [type, id]);

  const mutation = useMutation({
    mutationFn: ({ kind, active }: { kind: EngagementKind; active: boolean }) => setEngagement(kind, type, id, active),
    onMutate: ({ kind, active }) => {
      hasToggled.current = true;
      setBusy((current) => new Set(current).add(kind));
      const previous = { session, count: counts[kind] };
      if (session) setSession(sessionWith(session, kind, type, id, active));
      setCounts((current) => ({ ...current, [kind]: Math.max(0, current[kind] + (active ? 1 : -1)) }));
      return previous;
    },
    onError: (error, { kind }, previous) => {
      // Offline, with the service worker there: it holds the change and sends it once the
      // connection is back (ADR 0030), so the button keeps it and marks it waiting.
      if (error instanceof ApiError && error.status === 0 && navigator.serviceWorker?.controller) {
        setQueued((current) => new Set(current).add(kind));
        toast({ severity: 'info', detail: t('queued') });
        return;
      }
      if (!previous) return;
      if (previous.session) setSession(previous.session);
      setCounts((current) => ({ ...current, [kind]: previous.count }));
      // The API client already toasts a server message; a network failure has none.
      if (!(error instanceof ApiError)) toast({ severity: 'error', detail: t('failed') });
    },
    onSuccess: (state, { kind, active }) => {
      setCounts((current) => ({ ...current, [kind]: state.count }));
      // Saved means available: this page, with its cover, is kept to read offline (ADR 0030).
      if (kind === 'saves' && active) void keepOffline([location.pathname]);
    },
    onSettled: (_state, _error, { kind }) =>
      setBusy((current) => {
        const next = new Set(current);
        next.delete(kind);
        return next;
      }),
  });

  if (kinds.length === 0) return null;

  const onToggle = (kind: EngagementKind) => {
    if (status === 'anonymous') {
      openDialog('sign-in', { returnTo: 'stay' });
      return;
    }
    if (status !== 'authenticated' || busy.has(kind)) return;
    mutation.mutate({ kind, active: !hasEngagement(session, kind, type, id) });
  };

  return (
    <div role="group" aria-label={t('label')} className="flex flex-wrap items-center gap-2">
      {kinds.map((kind) => {
        const Icon = icons[kind];
        const isPressed = hasEngagement(session, kind, type, id);
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={isPressed}
            aria-disabled={status === 'loading' || busy.has(kind) || undefined}
            data-kind={kind}
            data-queued={queued.has(kind) ? 'true' : undefined}
            title={queued.has(kind) ? t('queued') : undefined}
            onClick={() => onToggle(kind)}
            className={cx(
              'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
              isPressed ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg hover:bg-surface-2',
            )}
          >
            <Icon className="size-4" aria-hidden="true" fill={isPressed && kind !== 'checks' ? 'currentColor' : 'none'} />
            <span>{t(kind)}</span>
            <span className={cx('tabular-nums', isPressed ? 'text-primary-fg' : 'text-muted')}>
              {formatNumber(counts[kind], locale)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
