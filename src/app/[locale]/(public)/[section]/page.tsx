import type { Metadata } from 'next';
import { isSection, SectionList, sectionListMetadata } from './section-list';
import { NotFoundPage, notFoundMetadata } from '@/components/shell/not-found-page';
import { routeLocale } from '@/i18n/route-locale';

type Props = { params: Promise<{ locale: string; section: string }> };

const firstPage = { page: 1, sort: 'newest' } as const;

/** Rendered on first request, then cached until a write to the section (ADR 0001, 0006). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { section } = await params;
  return isSection(section) ? sectionListMetadata(locale, section, firstPage) : notFoundMetadata(locale);
}

/**
 * A library section's first page, newest first: cached like every public page (ADR 0001).
 * Other pages and filters have addresses of their own (`[slug]/[...filters]`, ADR 0006).
 */
export default async function SectionPage({ params }: Props) {
  const locale = await routeLocale(params);
  const { section } = await params;
  if (!isSection(section)) return <NotFoundPage />;
  return <SectionList locale={locale} section={section} state={firstPage} />;
}
