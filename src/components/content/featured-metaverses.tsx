import { Globe2 } from '@/components/ui/drawn-icons';
import { PageLink } from '@/components/ui/page-link';

type Featured = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  cover: { url: string; width: number | null; height: number | null; alt: string | null } | null;
  token?: string;
};

/** Cards of metaverses for the section's landing page; covers lazy-load at fixed size (no layout shift). */
export function FeaturedMetaverses({ items }: { items: Featured[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <PageLink
            href={`/metaverses/${item.slug}`}
            className="group flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition-colors hover:border-primary"
          >
            <div className="aspect-video bg-surface-2">
              {item.cover ? (
                // eslint-disable-next-line @next/next/no-img-element -- stored variants are already sized WebP
                <img
                  src={item.cover.url}
                  width={item.cover.width ?? 640}
                  height={item.cover.height ?? 360}
                  alt={item.title}
                  loading="lazy"
                  decoding="async"
                  className="cover-img"
                />
              ) : (
                <div className="flex size-full items-center justify-center text-muted">
                  <Globe2 aria-hidden className="size-10" />
                </div>
              )}
            </div>
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h3 className="font-bold group-hover:text-primary" dir="auto">
                {item.title}
              </h3>
              <p className="line-clamp-3 text-sm leading-7 text-muted" dir="auto">
                {item.excerpt}
              </p>
              {item.token ? (
                <span className="mt-auto self-start rounded-full border border-border px-2.5 py-0.5 text-xs">
                  <bdi>{item.token}</bdi>
                </span>
              ) : null}
            </div>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
