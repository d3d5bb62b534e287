import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/shell/not-found-content';
import { NotFoundStatus } from '@/components/shell/not-found-status';
import type { Locale } from '@/i18n/locales';

/**
 * What a public page renders for an address that names nothing, in place of `notFound()`: thrown,
 * Next would send an empty document that only JavaScript fills, so crawlers and readers without
 * it would see no page at all. Rendered, it is in the server's HTML, and its `<meta>` has the
 * Node server answer 404 (src/server/http/page-status.ts), for the cached copy too.
 */
export function NotFoundPage() {
  return (
    <>
      <NotFoundContent />
      <NotFoundStatus />
    </>
  );
}

export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'errors' });
  // Noindex as well: a HEAD is answered 200, since the Node server never sees a body to find the 404 in.
  return { title: t('notFoundTitle'), robots: { index: false } };
}
