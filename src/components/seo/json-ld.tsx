import { serializeJsonLd, type JsonLdObject } from '@/shared/seo/json-ld';

export {
  articleJsonLd,
  bookJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  isoDuration,
  organizationJsonLd,
  podcastEpisodeJsonLd,
  videoObjectJsonLd,
  type ArticleJsonLdInput,
  type BookJsonLdInput,
  type CreativeWorkInput,
  type JsonLdObject,
  type OrganizationInput,
  type PodcastEpisodeJsonLdInput,
  type VideoObjectJsonLdInput,
} from '@/shared/seo/json-ld';

/** Renders structured data for search engines; a server component, so it adds no client JavaScript. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
