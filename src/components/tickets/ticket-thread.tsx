import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/shared/dates';
import type { TicketMessageView } from '@/shared/schemas/tickets';
import { TicketAttachment } from './ticket-attachment';
import { MetaLine } from '@/components/ui/meta-line';

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
              <MetaLine
                parts={[
                  message.is_staff && side === 'manager' ? t('staff') : null,
                  <time key="at" dateTime={message.created_at}>
                    {formatDateTime(message.created_at, locale)}
                  </time>,
                ]}
              />
            </div>
            <p className="text-sm whitespace-pre-wrap" dir="auto">
              {message.body}
            </p>
            {message.attachment ? <TicketAttachment attachment={message.attachment} locale={locale} /> : null}
          </li>
        );
      })}
    </ol>
  );
}
