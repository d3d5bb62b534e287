import type { ContentItem } from './types';
import { PageLink } from '@/components/ui/page-link';
import { contentTypes } from '@/shared/content-types';
import type { Locale } from '@/i18n/locales';
import { CardExtra } from './card-extra';
import { CARD_WIDTH_RANGE, CoverImage } from './cover-image';
import { ItemMeta } from './item-meta';
import { TypeIcon } from './type-icon';

type Props = { item: ContentItem; locale: Locale; headingLevel?: 'h2' | 'h3' | 'h4'; isCoverPriority?: boolean };

/** One item of a list: cover, category, title (the link), excerpt, date and time. Posts have no page of
 * their own, so a post card links to the post in its feed. */
export function ContentCard({ item, locale, headingLevel = 'h2', isCoverPriority = false }: Props) {
  const Heading = headingLevel;
  return (
    <article className="group content-card" data-testid="content-card">
      {item.cover ? (
        <CoverImage
          cover={item.cover}
          // The title's link right after it names the card: as the image's alt too, it was read out twice.
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          isPriority={isCoverPriority}
          widthRange={CARD_WIDTH_RANGE}
        />
      ) : (
        // The grid's cards keep one shape: the type's icon stands where the cover would be.
        <div className="cover-frame grid place-items-center text-muted" data-testid="cover-placeholder">
          <TypeIcon name={contentTypes[item.type].icon} className="size-12 opacity-60" />
        </div>
      )}
      <div className="content-card-body">
        {item.category ? <p className="content-card-kicker">{item.category.name}</p> : null}
        <Heading className="content-card-title">
          {/* The whole card is clickable through the link's stretched box, yet only the title is read out. */}
          <PageLink href={contentTypes[item.type].hasDetailPage ? `/${item.type}/${item.slug}` : `/${item.type}#${item.slug}`} locale={locale} className="content-card-link">
            {item.title}
          </PageLink>
        </Heading>
        <CardExtra item={item} locale={locale} />
        {item.excerpt ? <p className="content-card-excerpt">{item.excerpt}</p> : null}
        <div className="mt-auto pt-2">
          <ItemMeta item={item} locale={locale} />
        </div>
      </div>
    </article>
  );
}
