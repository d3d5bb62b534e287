import type { Metadata } from 'next';
import { cache } from 'react';
import { CommentsSection } from '@/components/content/comments-section';
import { CoverImage } from '@/components/content/cover-image';
import { DetailHeader } from '@/components/content/detail-header';
import { EngagementBar } from '@/components/content/engagement-bar';
import { RecordArticleOpen } from '@/components/content/record-article-open';
import { RelatedItems } from '@/components/content/related-items';
import { ShareLinks } from '@/components/content/share-links';
import { TagList } from '@/components/content/tag-list';
import { TypeSection } from '@/components/content/type-section';
import { JsonLd } from '@/components/seo/json-ld';
import { NotFoundPage, notFoundMetadata } from '@/components/shell/not-found-page';
import { routeLocale } from '@/i18n/route-locale';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { contentJsonLd, contentPath } from '@/server/seo/content-json-ld';
import { NotFoundError } from '@/server/http/errors';
import { getContentBySlug, readingTimeOf, type ContentDetail } from '@/server/services/content';
import { contentTypes, hasDetailPage, tracksReading } from '@/shared/content-types';
import { pathSlug } from '@/shared/schemas/content';
import { localizedUrl, pageMetadata } from '@/shared/seo/metadata';
import { ClientMessages } from '@/components/shell/client-messages';
import { QueryProvider } from '@/components/shell/query-provider';

type Props = { params: Promise<{ locale: string; section: string; slug: string }> };

/** Rendered on first request and cached like every public page (ADR 0001). */
export function generateStaticParams() {
  return [];
}

/** One lookup per request, shared by the metadata and the page; null for anything not public. */
const loadItem = cache(async (section: string, rawSlug: string, locale: Locale): Promise<ContentDetail | null> => {
  if (!hasDetailPage(section)) return null;
  try {
    return await getContentBySlug(section, pathSlug.parse(rawSlug), locale);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { section, slug } = await params;
  const item = await loadItem(section, slug, locale);
  if (!item) return notFoundMetadata(locale);
  // hreflang only for the languages the item is written in; x-default follows pageMetadata's rule.
  const paths = Object.fromEntries(locales.flatMap((code) => {
    const path = contentPath(item, code);
    return path === undefined ? [] : [[code, path]];
  }));
  return pageMetadata({
    locale,
    paths,
    title: item.seo_title ?? item.title,
    description: item.seo_description ?? item.excerpt,
    image: item.cover?.variants.at(-1)?.url ?? null,
    type: 'article',
    publishedTime: item.published_at,
    modifiedTime: item.updated_at,
  });
}

/** An item's page: header, cover, its type's part, body, tags, share links and related items. */
export default async function ContentDetailPage({ params }: Props) {
  const locale = await routeLocale(params);
  const { section, slug } = await params;
  const item = await loadItem(section, slug, locale);
  if (!item) return <NotFoundPage />;
  const facts = contentTypes[item.type];

  return (
    <div className="flex flex-col gap-12">
      <article className="reading-surface mx-auto flex w-full max-w-3xl flex-col gap-8" data-testid="content-detail" data-type={item.type}>
        <DetailHeader item={item} locale={locale} bodyMinutes={readingTimeOf(item.body)} />
        {/* A video's poster is its cover: the player stands in its place. */}
        {facts.playable === 'video' ? null : (
          <CoverImage cover={item.cover} alt={item.title} sizes="(min-width: 768px) 768px, 100vw" className="rounded-2xl" isPriority />
        )}
        <TypeSection item={item} locale={locale} placement="before-body" />

        {/* Per-reader state (pressed buttons) loads in the browser, so this HTML stays cacheable. */}
        <ClientMessages locale={locale} group="engagementBar">
          <QueryProvider>
            <EngagementBar type={item.type} id={item.id} counts={item.counts} kinds={facts.engagement} />
          </QueryProvider>
        </ClientMessages>
        {tracksReading(item.type) ? <RecordArticleOpen type={item.type} id={item.id} /> : null}

        <div className="prose-body" dangerouslySetInnerHTML={{ __html: item.body }} />
        <TypeSection item={item} locale={locale} placement="after-body" />
        <TagList locale={locale} section={item.type} tags={item.tags} />
        <ShareLinks locale={locale} url={localizedUrl(locale, contentPath(item, locale))} title={item.title} />

        <ClientMessages locale={locale} group="comments">
          <QueryProvider>
            <CommentsSection type={item.type} slug={item.slug} />
          </QueryProvider>
        </ClientMessages>
      </article>
      <RelatedItems locale={locale} items={item.related} />
      <JsonLd data={contentJsonLd(item, locale)} />
      {locales
        .filter((code) => contentPath(item, code) === undefined)
        .map((code) => (
          <span key={code} hidden data-language-fallback={localeInfo[code].tag} data-href={`/${code}/${item.type}`} />
        ))}
    </div>
  );
}
