import type { Metadata } from 'next';
import { NotFoundPage, notFoundMetadata } from '@/components/shell/not-found-page';
import { routeLocale } from '@/i18n/route-locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(await routeLocale(params));
}

/** Any address no page claims is SPEC §8's page-not-found, inside the site's layout. */
export default function UnmatchedPage() {
  return <NotFoundPage />;
}
