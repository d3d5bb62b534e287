import type { Metadata } from 'next';
import { listStateOfPath } from '@/components/content/list-query';
import { isSection, SectionList, sectionListMetadata } from '@/app/[locale]/(public)/[section]/section-list';
import { NotFoundPage, notFoundMetadata } from '@/components/shell/not-found-page';
import { routeLocale } from '@/i18n/route-locale';

/** `/{section}/category/{slug}/tag/{slug}/sort/most_liked/page/{n}`: the first key lands in `slug`. */
type Props = { params: Promise<{ locale: string; section: string; slug: string; filters: string[] }> };

/** Rendered on first request, then cached until a write to the section (ADR 0006). */
export function generateStaticParams() {
  return [];
}

async function listOf(params: Props['params']) {
  const { section, slug, filters } = await params;
  const state = listStateOfPath([slug, ...filters]);
  return isSection(section) && state ? { section, state } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const list = await listOf(params);
  return list ? sectionListMetadata(locale, list.section, list.state) : notFoundMetadata(locale);
}

export default async function FilteredSectionPage({ params }: Props) {
  const locale = await routeLocale(params);
  const list = await listOf(params);
  if (!list) return <NotFoundPage />;
  return <SectionList locale={locale} section={list.section} state={list.state} />;
}
