import type { Media } from './types';
import { cn } from '@/lib/cn';

type Props = {
  cover: Media | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  className?: string;
  /** Above the fold (a detail page's cover, a list's first card): load at once instead of lazily. */
  isPriority?: boolean;
};

/**
 * A cover from the media service's WebP variants. Width and height come from the stored image, so
 * the browser reserves the box before the bytes arrive (no layout shift); the 16:9 frame crops
 * covers of other shapes the same way on every card. The alt text is the title in the page's
 * language: a stored alt is written once, in one language.
 */
export function CoverImage({ cover, alt, sizes, className, isPriority = false }: Props) {
  const frame = cn('aspect-video w-full overflow-hidden bg-surface-2', className);
  if (!cover) return <div className={frame} aria-hidden="true" />;
  const widest = cover.variants.at(-1);
  const srcSet = cover.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return (
    <div className={frame}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the media service already made the responsive WebP set */}
      <img
        src={cover.variants[1]?.url ?? widest?.url ?? cover.url}
        srcSet={srcSet || undefined}
        sizes={srcSet ? sizes : undefined}
        width={widest?.width ?? cover.width ?? 1280}
        height={widest?.height ?? cover.height ?? 720}
        alt={alt}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
        decoding="async"
        className="size-full object-cover"
      />
    </div>
  );
}
