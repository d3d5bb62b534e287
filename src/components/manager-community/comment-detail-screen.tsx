import { getTranslations } from 'next-intl/server';
import { CommentActions } from '@/components/manager-community/comment-actions';
import { StaffReplyForm } from '@/components/manager-community/staff-reply-form';
import { StatusBadge } from '@/components/manager-community/status-badge';
import { Ltr } from '@/components/ui/ltr';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { canAccess, managerAccess } from '@/server/auth/manager-access';
import { currentPageUser } from '@/server/auth/page-session';
import { getManagerComment } from '@/server/services/moderation';
import { formatDateTime } from '@/shared/dates';
import type { ManagerCommentDetail } from '@/shared/schemas/community';
import { loadRecordOr404 } from '@/components/panel/load-record';
import { MetaLine, metaSeparator } from '@/components/ui/meta-line';

type ThreadEntry = ManagerCommentDetail['thread']['replies'][number];

async function Entry({ entry, locale, isCurrent }: { entry: ThreadEntry; locale: Locale; isCurrent: boolean }) {
  const t = await getTranslations({ locale, namespace: 'managerComments' });
  return (
    <article
      className={`flex flex-col gap-2 rounded-xl border bg-surface p-4 ${isCurrent ? 'border-primary' : 'border-border'}`}
      aria-current={isCurrent ? 'true' : undefined}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold">{entry.author?.name ?? t('noAuthor')}</span>
        {entry.is_staff ? <StatusBadge tone="neutral">{t('staff')}</StatusBadge> : null}
        <StatusBadge tone={entry.status}>{t(`status.${entry.status}`)}</StatusBadge>
        <time dateTime={entry.created_at} className="text-muted">
          {formatDateTime(entry.created_at, locale)}
        </time>
        {isCurrent ? null : (
          <Link href={`/manager/panel/comments/${entry.id}/detail`} className="ms-auto text-primary hover:underline">
            {t('open')}
          </Link>
        )}
      </header>
      <p className="text-sm leading-7 whitespace-pre-line" dir="auto">
        {entry.body}
      </p>
    </article>
  );
}

/** One comment with its item and thread, and the moderation and staff-reply controls the reader may use. */
export async function CommentDetail({ id, locale }: { id: string; locale: Locale }) {
  const comment = await loadRecordOr404(id, (recordId) => getManagerComment(recordId, locale));
  const access = await managerAccess(await currentPageUser());
  const canModerate = canAccess(access, 'comments.moderate');
  const t = await getTranslations({ locale, namespace: 'managerComments' });
  const sections = await getTranslations({ locale, namespace: 'manager' });
  const { content, thread } = comment;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('item')}</dt>
        <dd>
          <span className="text-muted">
            {sections(content.type)}
            {metaSeparator(locale)}
          </span>
          {content.slug && content.locale ? (
            <Link
              href={`/${content.type}/${content.slug}`}
              locale={content.locale as Locale}
              className="text-primary hover:underline"
              dir="auto"
            >
              {content.title}
            </Link>
          ) : (
            <span dir="auto">{content.title}</span>
          )}
        </dd>
        <dt className="text-muted">{t('author')}</dt>
        <dd>
          {comment.author ? (
            <>
              <MetaLine parts={[comment.author.name, <Ltr key="email">{comment.author.email}</Ltr>]} />
            </>
          ) : (
            t('noAuthor')
          )}
        </dd>
      </dl>
      <section aria-labelledby="thread-heading" className="flex flex-col gap-3">
        <h2 id="thread-heading" className="text-lg font-bold">
          {t('thread')}
        </h2>
        {thread.parent ? <Entry entry={thread.parent} locale={locale} isCurrent={false} /> : null}
        <div className={thread.parent ? 'ms-6' : undefined}>
          <Entry entry={comment} locale={locale} isCurrent />
        </div>
        <CommentActions
          id={comment.id}
          status={comment.status}
          canModerate={canModerate}
          canDelete={canAccess(access, 'comments.delete')}
          afterDelete="/manager/panel/comments"
        />
        {thread.replies.filter((reply) => reply.id !== comment.id).length > 0 ? (
          <ol className="ms-6 flex flex-col gap-3 border-s-2 border-border ps-4">
            {thread.replies
              .filter((reply) => reply.id !== comment.id)
              .map((reply) => (
                <li key={reply.id}>
                  <Entry entry={reply} locale={locale} isCurrent={false} />
                </li>
              ))}
          </ol>
        ) : null}
      </section>
      {canModerate ? (
        <section aria-labelledby="reply-heading" className="flex flex-col gap-3">
          <h2 id="reply-heading" className="text-lg font-bold">
            {t('replyTitle')}
          </h2>
          <StaffReplyForm id={comment.id} />
        </section>
      ) : null}
    </div>
  );
}
