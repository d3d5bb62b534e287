'use client';

import { useQuery } from '@tanstack/react-query';
import { Clock, LogIn, MessageCircle, Reply } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useAuth } from '@/components/shell/auth-provider';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { api } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { contentContracts } from '@/shared/api/browser/content';
import type { ContentType } from '@/shared/content-types';
import { formatDate } from '@/shared/dates';
import type { commentOutput, commentThreadOutput } from '@/shared/schemas/content-output';
import { commentsKeys } from './comments-keys';

// The form brings zod and react-hook-form: only a signed-in reader, who sees it, loads them.
const CommentForm = dynamic(() => import('./comment-form').then((module) => module.CommentForm), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="h-36 animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none" />,
});

type Comment = z.infer<typeof commentOutput>;
type Thread = z.infer<typeof commentThreadOutput>;
type Props = { type: ContentType; slug: string };

/**
 * An item's comments: approved threads, each reply under the one it answers, for everyone, plus the signed-in user's
 * own comments still awaiting moderation, marked as such. Loaded in the browser so the detail
 * page stays cacheable (ADR 0001).
 */
export function CommentsSection({ type, slug }: Props) {
  const t = useTranslations('engagement.comments');
  const headingId = useId();
  const { status, session, openDialog } = useAuth();
  const [replyTo, setReplyTo] = useState<string | null>(null);

  const approved = useQuery({
    queryKey: commentsKeys.approved(type, slug),
    queryFn: async () => (await api(contentContracts.listComments, { params: { type, slug } })).data,
  });
  const own = useQuery({
    queryKey: commentsKeys.own(type, slug),
    queryFn: async () => (await api(contentContracts.listOwnPendingComments, { params: { type, slug } })).data,
    enabled: status === 'authenticated',
  });

  // The author of one's own pending comments is oneself: the public answer names authors, this one does not.
  const me = session ? { id: session.user.id, name: session.user.full_name ?? session.user.username, avatar: session.user.avatar } : null;
  const pending = status === 'authenticated' ? (own.data ?? []).map((comment) => ({ ...comment, author: me })) : [];
  const threads: Thread[] = [
    ...(approved.data ?? []).map((thread) => ({
      ...thread,
      replies: [...thread.replies, ...pending.filter((comment) => comment.parent_id === thread.id)],
    })),
    ...pending.filter((comment) => comment.parent_id === null).map((comment) => ({ ...comment, replies: [] })),
  ];
  const userId = session?.user.id;
  const nameOf = (comment: Comment) => (comment.user_id === userId ? t('you') : comment.author_name || t('reader'));
  const renderComment = (comment: Comment, replyingTo?: Comment) => (
    <>
      {replyingTo ? (
        <p className="mb-1 flex items-center gap-1 text-xs text-muted">
          <Reply className="size-3 rtl:-scale-x-100" aria-hidden="true" />
          <span>{t.rich('replyingToName', { name: nameOf(replyingTo), who: (chunks) => <bdi>{chunks}</bdi> })}</span>
        </p>
      ) : null}
      <CommentCard comment={comment} isOwn={comment.user_id === userId} />
      {status === 'authenticated' && comment.status === 'approved' ? (
        replyTo === comment.id ? (
          <div className="mt-3">
            <p className="mb-2 text-xs text-muted">{t('replyingTo')}</p>
            <CommentForm type={type} slug={slug} parentId={comment.id} onDone={() => setReplyTo(null)} onCancel={() => setReplyTo(null)} />
          </div>
        ) : (
          <Button size="sm" severity="ghost" className="mt-1" onClick={() => setReplyTo(comment.id)}>
            <Reply className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('reply')}
          </Button>
        )
      ) : null}
    </>
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <MessageCircle className="size-5" aria-hidden="true" />
        {t('title')}
      </h2>

      {status === 'authenticated' ? (
        <CommentForm type={type} slug={slug} />
      ) : status === 'anonymous' ? (
        <div>
          <Button severity="secondary" onClick={() => openDialog('sign-in', { returnTo: 'stay' })}>
            <LogIn className="size-4 rtl:rotate-180" aria-hidden="true" />
            {t('signIn')}
          </Button>
        </div>
      ) : (
        // While the session is checked: the sign-in button's room, so the list below does not jump
        // down when it arrives (an item without a cover has its comments in the first screen).
        <div aria-hidden="true" className="h-10" />
      )}

      {approved.isPending ? (
        <p role="status" className="flex flex-col gap-3" aria-live="polite">
          <span className="sr-only">{t('loading')}</span>
          {[0, 1].map((row) => (
            <span key={row} aria-hidden="true" className="block h-20 animate-pulse rounded-xl bg-surface-2" />
          ))}
        </p>
      ) : approved.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('failed')}
        </p>
      ) : threads.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-surface px-4 py-8 text-center text-sm text-muted">{t('empty')}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {threads.map((thread) => (
            <li key={thread.id} className="flex flex-col">
              <ReplyTree thread={thread} render={renderComment} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** How deep replies are indented before the rest stand at that depth, each saying whom it answers: a phone keeps room to read. */
const READABLE_DEPTH = 3;

type RenderComment = (comment: Comment, replyingTo?: Comment) => ReactNode;

/**
 * A thread as its readers wrote it: each reply under the reply it answers (`reply_to_id`, else the
 * thread's first comment), indented up to READABLE_DEPTH; deeper replies follow in order at that
 * depth with the name of whom they answer.
 */
function ReplyTree({ thread, render }: { thread: Thread; render: RenderComment }) {
  const byId = new Map(thread.replies.map((reply) => [reply.id, reply]));
  const children = new Map<string, Comment[]>();
  for (const reply of thread.replies) {
    const answered = reply.reply_to_id && byId.has(reply.reply_to_id) ? reply.reply_to_id : thread.id;
    children.set(answered, [...(children.get(answered) ?? []), reply]);
  }
  const below = (comment: Comment): Comment[] => (children.get(comment.id) ?? []).flatMap((reply) => [reply, ...below(reply)]);
  const list = (parent: Comment, depth: number): ReactNode => {
    const replies = children.get(parent.id) ?? [];
    if (replies.length === 0) return null;
    const indented = 'mt-3 flex flex-col gap-3 border-s-2 border-border ms-2 ps-3 sm:ms-4 sm:ps-4';
    if (depth >= READABLE_DEPTH) {
      return (
        <ol className={indented}>
          {replies.flatMap((reply) => [reply, ...below(reply)]).map((reply) => (
            <li key={reply.id}>{render(reply, byId.get(reply.reply_to_id ?? '') ?? thread)}</li>
          ))}
        </ol>
      );
    }
    return (
      <ol className={indented}>
        {replies.map((reply) => (
          <li key={reply.id}>
            {render(reply)}
            {list(reply, depth + 1)}
          </li>
        ))}
      </ol>
    );
  };
  return (
    <>
      {render(thread)}
      {list(thread, 1)}
    </>
  );
}

function CommentCard({ comment, isOwn }: { comment: Comment; isOwn: boolean }) {
  const t = useTranslations('engagement.comments');
  const staff = useTranslations('managerComments');
  const locale = useLocale() as Locale;
  const isPending = comment.status === 'pending';
  return (
    <article
      className={cx('flex flex-col gap-2 rounded-xl border bg-surface p-4', isPending ? 'border-dashed border-warn' : 'border-border')}
      data-status={comment.status}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold">{isOwn ? t('you') : comment.author_name ? <bdi>{comment.author_name}</bdi> : t('reader')}</span>
        {comment.is_staff ? (
          <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">{staff('staff')}</span>
        ) : null}
        <time dateTime={comment.created_at} className="text-muted">
          {formatDate(comment.created_at, locale)}
        </time>
        {isPending ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 text-xs text-warn">
            <Clock className="size-3" aria-hidden="true" />
            {t('pending')}
          </span>
        ) : null}
      </header>
      <p className="text-sm leading-7 whitespace-pre-line" dir="auto">
        {comment.body}
      </p>
    </article>
  );
}
