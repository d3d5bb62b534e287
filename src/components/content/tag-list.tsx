import { Hash } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import type { Term } from './types';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/i18n/locales';
import { listHref } from './list-query';

/** An item's tags, each a link to its section filtered by that tag. */
export async function TagList({ locale, section, tags }: { locale: Locale; section: string; tags: Term[] }) {
  if (tags.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'library' });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t('tags')}</h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.id}>
            <PageLink
              href={listHref(section, { page: 1, sort: 'newest', tag: tag.slug })}
              locale={locale}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-surface px-3 py-1 text-sm hover:border-primary"
            >
              <Hash className="size-3.5 text-muted" aria-hidden="true" />
              {tag.name}
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
