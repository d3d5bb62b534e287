import type { Metadata } from 'next';
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
import { ClientMessages } from '@/components/shell/client-messages';
import { QueryProvider } from '@/components/shell/query-provider';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { contentJsonLd, contentPath } from '@/server/seo/content-json-ld';
import { translate } from '@/i18n/messages';
import { readableBody, readingTimeOf, withoutRepeatedLead, type ContentDetail } from '@/server/services/content';
import { contentTypes, tracksReading } from '@/shared/content-types';
import { localizedUrl, pageMetadata } from '@/server/seo/metadata';
import { NewsletterSignup } from '@/components/newsletter/newsletter-signup';

type Props = { item: ContentDetail; locale: Locale };

/**
 * A preview (ADR 0020) leaves out what needs the published item: the engagement buttons, the
 * reading record and the comments, whose API answers 404 for an item readers cannot see yet.
 */
type ScreenProps = Props & { isPreview?: boolean };

/** An item's title, description, cover and the addresses of the languages it is written in. */
export function contentDetailMetadata({ item, locale }: Props): Metadata {
  // hreflang only for the languages the item is written in; x-default follows pageMetadata's rule.
  const paths = Object.fromEntries(
    locales.flatMap((code) => {
      const path = contentPath(item, code);
      return path === undefined ? [] : [[code, path]];
    }),
  );
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
export function ContentDetailScreen({ item, locale, isPreview = false }: ScreenProps) {
  const facts = contentTypes[item.type];
  // The header shows the excerpt as the lead; a body that opens with it again loses that paragraph.
  const body = readableBody(withoutRepeatedLead(item.body, item.excerpt), {
    openImage: (name) => translate(locale, 'content.openImage', { name }),
    missingImage: (name) => translate(locale, 'content.missingImage', { name }),
  });

  return (
    <div className="flex flex-col gap-12">
      <article
        className="reading-surface mx-auto flex w-full max-w-3xl flex-col gap-8"
        data-testid="content-detail"
        data-type={item.type}
      >
        <DetailHeader item={item} locale={locale} bodyMinutes={readingTimeOf(item.body)} />
        {/* A video's poster is its cover: the player stands in its place. */}
        {facts.playable === 'video' ? null : (
          <CoverImage
            cover={item.cover}
            alt={item.title}
            sizes="(min-width: 768px) 768px, 100vw"
            className="rounded-2xl"
            isPriority
          />
        )}
        <TypeSection item={item} locale={locale} placement="before-body" />

        {/* Per-reader state (pressed buttons) loads in the browser, so this HTML stays cacheable. */}
        {isPreview ? null : (
          <div className="contents" data-script-only="">
            <ClientMessages locale={locale} group="engagementBar">
              <QueryProvider>
                <EngagementBar type={item.type} id={item.id} counts={item.counts} kinds={facts.engagement} />
              </QueryProvider>
            </ClientMessages>
          </div>
        )}
        {tracksReading(item.type) && !isPreview ? <RecordArticleOpen type={item.type} id={item.id} /> : null}

        <div className="prose-body" data-reading-body data-item={item.id} dangerouslySetInnerHTML={{ __html: body }} />
        <TypeSection item={item} locale={locale} placement="after-body" />
        <TagList locale={locale} section={item.type} tags={item.tags} />
        <ShareLinks locale={locale} url={localizedUrl(locale, contentPath(item, locale))} title={item.title} />

        {isPreview ? null : (
          <div className="contents" data-script-only="">
            <ClientMessages locale={locale} group="comments">
              <QueryProvider>
                <CommentsSection type={item.type} slug={item.slug} />
              </QueryProvider>
            </ClientMessages>
          </div>
        )}
      </article>
      {isPreview ? null : <NewsletterSignup locale={locale} />}
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
