import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { listHref, listStateOfQuery } from '@/components/content/list-query';
import { isSection, SectionList, sectionListMetadata } from '@/app/[locale]/(public)/[section]/section-list';
import { routeLocale } from '@/i18n/route-locale';

/**
 * A list address with a query string (`/{section}?page=2&category=x`, the filter form's GET)
 * arrives here through a rewrite (next.config.ts). Without a search it moves for good to the
 * list's cached address; a search (`q`) renders here, per request (ADR 0006).
 */
export const dynamic = 'force-dynamic';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string; section: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { section } = await params;
  if (!isSection(section)) return {};
  const metadata = await sectionListMetadata(locale, section, listStateOfQuery(await searchParams));
  // Searched lists are endless and thin: keep them out of search engines, follow their links.
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function SectionQueryPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const { section } = await params;
  if (!isSection(section)) notFound();
  const state = listStateOfQuery(await searchParams);
  if (!state.q) permanentRedirect(`/${locale}${listHref(section, state)}`);
  return <SectionList locale={locale} section={section} state={state} />;
}
