import { Paperclip } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { formatDateTime, formatNumber } from '@/shared/dates';
import type { TicketMessageView } from '@/shared/schemas/tickets';

type Props = { messages: TicketMessageView[]; locale: Locale; side: 'user' | 'manager' };

/** The conversation: the user's messages on one side, support's on the other, oldest first. */
export function TicketThread({ messages, locale, side }: Props) {
  const t = useTranslations('tickets');
  return (
    <ol aria-label={t('thread')} className="flex flex-col gap-4" data-testid="ticket-thread">
      {messages.map((message) => {
        const author = message.is_staff ? (side === 'manager' ? (message.author?.name ?? t('staff')) : t('staff')) : side === 'user' ? t('you') : (message.author?.name ?? t('user'));
        return (
          <li
            key={message.id}
            data-staff={message.is_staff}
            className={cn(
              'flex max-w-[85%] flex-col gap-2 rounded-2xl border p-4',
              message.is_staff ? 'self-end border-primary/40 bg-primary/5' : 'self-start border-border bg-surface',
            )}
          >
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
              <span className={cn('font-semibold', message.is_staff && 'text-primary')}>
                <bdi>{author}</bdi>
              </span>
              {message.is_staff && side === 'manager' ? <span>· {t('staff')}</span> : null}
              <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
            </div>
            <p className="text-sm whitespace-pre-wrap" dir="auto">
              {message.body}
            </p>
            {message.attachment ? (
              <a href={message.attachment.url} className="inline-flex items-center gap-1 self-start text-sm text-primary hover:underline" target="_blank" rel="noopener">
                <Paperclip className="size-4" aria-hidden="true" />
                {t('download')} ({formatNumber(Math.max(1, Math.round(message.attachment.size / 1024)), locale)} KB)
              </a>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
