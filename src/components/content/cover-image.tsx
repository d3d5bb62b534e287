import type { Media } from './types';
import { cn } from '@/lib/cn';

type Props = {
  /** Without one nothing is drawn: a list's card draws its type's icon in the frame instead. */
  cover: Media | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  className?: string;
  /** Above the fold (a detail page's cover, a list's first card): load at once instead of lazily. */
  isPriority?: boolean;
  /** The narrowest and widest renditions the frame can use at any viewport and pixel density. */
  widthRange?: readonly [number, number];
};

/** A card is at most 400 px wide: 640 serves phones at 1–1.5 dppx, 800 the denser screens. */
export const CARD_WIDTH_RANGE = [640, 800] as const;

/**
 * A cover from the media service's WebP variants. Width and height come from the stored image, so
 * the browser reserves the box before the bytes arrive (no layout shift); the 16:9 frame crops
 * covers of other shapes the same way on every card. The alt text is the title in the page's
 * language (a stored alt is written once, in one language), or empty where the title is the next
 * thing read.
 */
export function CoverImage({ cover, alt, sizes, className, isPriority = false, widthRange }: Props) {
  const frame = cn('cover-frame', className);
  // No cover, no frame: an empty grey box reads as an image that failed to load.
  if (!cover) return null;
  const widest = cover.variants.at(-1);
  // Every rendition named costs its address twice (in the HTML and in the page's data) on each card.
  const inRange = widthRange ? cover.variants.filter((variant) => variant.width >= widthRange[0] && variant.width <= widthRange[1]) : [];
  const renditions = inRange.length > 0 ? inRange : cover.variants;
  const srcSet = renditions.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return (
    <div className={frame}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the media service already made the responsive WebP set */}
      <img
        src={(inRange[0] ?? cover.variants[1] ?? widest)?.url ?? cover.url}
        srcSet={srcSet || undefined}
        sizes={srcSet ? sizes : undefined}
        width={widest?.width ?? cover.width ?? 1280}
        height={widest?.height ?? cover.height ?? 720}
        alt={alt}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
        decoding="async"
        className="cover-img"
      />
    </div>
  );
}
