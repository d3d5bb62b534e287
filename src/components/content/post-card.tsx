import { getTranslations } from 'next-intl/server';
import type { ContentItem } from './types';
import type { Locale } from '@/i18n/locales';
import type { AttributesView } from '@/shared/content-types';
import { CoverImage } from './cover-image';
import { ItemMeta } from './item-meta';

/** A short post of the `/posts` feed: posts have no page of their own, so the card is the whole post. */
export async function PostCard({ item, locale, isCoverPriority = false }: { item: ContentItem; locale: Locale; isCoverPriority?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'library' });
  const post = item.attributes as AttributesView['posts'];
  return (
    <article id={item.slug} className="overflow-hidden rounded-2xl border border-border bg-surface" data-testid="content-card">
      <div className="flex flex-col gap-3 p-5">
        {item.category ? <p className="text-xs font-semibold text-primary">{item.category.name}</p> : null}
        <h2 className="text-lg font-bold leading-8">{item.title}</h2>
        <p className="whitespace-pre-line leading-8">{post.text || item.excerpt}</p>
      </div>
      {item.cover ? (
        <CoverImage cover={item.cover} alt={t('postImageAlt', { title: item.title })} sizes="(min-width: 768px) 672px, 100vw" isPriority={isCoverPriority} />
      ) : null}
      <div className="p-5 pt-3">
        <ItemMeta item={item} locale={locale} />
      </div>
    </article>
  );
}
