import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadPreview } from '@/components/content/load-preview';
import { PreviewScreen, closedPreviewMetadata, previewMetadata } from '@/components/content/preview-screen';
import { notFoundMetadata } from '@/components/shell/not-found-page';
import { routeLocale } from '@/i18n/route-locale';

/**
 * Rendered per request and never stored: the page cache keeps only static answers, and the proxy
 * passes `/{locale}/preview/` (deploy/varnish.vcl). src/proxy.ts sends private, no-store and noindex.
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const preview = await loadPreview((await params).token, locale);
  if (!preview) return { ...(await notFoundMetadata(locale)), robots: { index: false, follow: false } };
  return 'item' in preview ? previewMetadata({ preview, locale }) : closedPreviewMetadata(preview, locale);
}

/**
 * `/{locale}/preview/{token}`: an unpublished item as readers will see it, or a 404. A page
 * rendered per request streams, so the 404 is thrown before anything is sent (the cached pages'
 * `NotFoundPage` would set it too late); for a link revoked or run out, ./not-found.tsx says which.
 */
export default async function PreviewPage({ params }: Props) {
  const locale = await routeLocale(params);
  const preview = await loadPreview((await params).token, locale);
  if (!preview || !('item' in preview)) notFound();
  return <PreviewScreen preview={preview} locale={locale} />;
}
