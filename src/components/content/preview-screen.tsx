import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Eye } from '@/components/ui/drawn-icons';
import type { Locale } from '@/i18n/locales';
import type { Preview } from '@/server/services/preview-links';
import { ErrorScreen } from '@/components/shell/error-screen';
import { BackHomeButton } from '@/components/shell/back-home-button';
import type { ClosedPreview } from './load-preview';
import { formatDateTime } from '@/shared/dates';
import { ContentDetailScreen, contentDetailMetadata } from './content-detail-screen';

type Props = { preview: Preview; locale: Locale };

/**
 * The item's own title, description and image, kept out of search engines: a preview is nobody's
 * landing page. No alternates: the language switch then stays on this link in the other language
 * instead of following them to public addresses that do not answer yet.
 */
export function previewMetadata({ preview, locale }: Props): Metadata {
  const { alternates: _public, ...metadata } = contentDetailMetadata({ item: preview.item, locale });
  return { ...metadata, robots: { index: false, follow: false } };
}

/**
 * A preview link's page (ADR 0020): a banner saying this is not public yet and until when the link
 * works, above the item exactly as its public page will show it.
 */
export async function PreviewScreen({ preview, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'preview' });
  return (
    <div className="flex flex-col gap-8">
      <section
        aria-label={t('label')}
        data-testid="preview-banner"
        className="mx-auto flex w-full max-w-3xl items-start gap-3 rounded-2xl border border-primary/40 bg-surface px-4 py-3 text-sm text-fg shadow-sm"
      >
        <Eye aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <p className="font-bold">{t('title')}</p>
          <p>{t('text', { date: formatDateTime(preview.expires_at, locale) })}</p>
        </div>
      </section>
      <ContentDetailScreen item={preview.item} locale={locale} isPreview />
    </div>
  );
}

export async function closedPreviewMetadata(closed: ClosedPreview, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'preview.closed' });
  return { title: t(`${closed.reason}Title`), robots: { index: false, follow: false } };
}

/** A preview link revoked or run out: which, and when, so the reader knows to ask for a new one. */
export async function ClosedPreviewScreen({ closed, locale }: { closed: ClosedPreview; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'preview.closed' });
  return (
    <ErrorScreen
      locale={locale}
      title={t(`${closed.reason}Title`)}
      message={t(closed.reason, { date: formatDateTime(closed.at, locale) })}
      action={<BackHomeButton />}
    />
  );
}
