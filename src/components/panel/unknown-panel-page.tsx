import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/shell/not-found-page';
import { routeLocale } from '@/i18n/route-locale';

type Props = { params: Promise<{ locale: string }> };

/** The panel layout already shows the 404 page in place of the panel; this names its tab. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(await routeLocale(params));
}

/**
 * Every screen of SPEC §2 has its own page; any other address under a panel is not found. The
 * panel layout renders the 404 page for it (known-panel-page.ts); throwing here covers the case
 * where the layout could not see the address.
 */
export function UnknownPanelPage(): never {
  notFound();
}
