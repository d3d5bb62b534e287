import { Paperclip } from '@/components/ui/drawn-icons';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/shared/format/number';
import type { TicketMessageView } from '@/shared/schemas/tickets';

type Props = { attachment: NonNullable<TicketMessageView['attachment']>; locale: Locale };

/**
 * A message's file: its name and size, and for images a thumbnail, so the reader knows what
 * they are opening before they open it. Names are isolated: a Latin file name in a Persian line
 * must not reorder its neighbours.
 */
export function TicketAttachment({ attachment, locale }: Props) {
  const t = useTranslations('tickets');
  const name = attachment.name ?? t('download');
  const size = t('attachmentSize', { size: formatNumber(Math.max(1, Math.round(attachment.size / 1024)), locale) });
  const isImage = attachment.mime.startsWith('image/');
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noopener"
      data-testid="ticket-attachment"
      className="flex max-w-full flex-col gap-2 self-start rounded-xl border border-border bg-surface-2 p-2 text-sm text-primary hover:underline"
    >
      {isImage ? (
        // The guarded download address needs the reader's cookie, which next/image's optimiser does not carry.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={attachment.url} alt={t('attachmentPreview', { name })} loading="lazy" className="max-h-48 w-auto max-w-full rounded-lg object-contain" />
      ) : null}
      <span className="inline-flex min-w-0 items-center gap-1">
        <Paperclip className="size-4 shrink-0" aria-hidden="true" />
        <bdi className="truncate" dir="auto">
          {name}
        </bdi>
        <span className="shrink-0 text-muted">({size})</span>
      </span>
    </a>
  );
}
