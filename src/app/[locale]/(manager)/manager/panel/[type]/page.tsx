import { ContentListScreen, contentTypeOf } from '@/components/manager-content/content-screen';
import type { Locale } from '@/i18n/locales';

export { contentTypeMetadata as generateMetadata } from '@/components/manager-content/content-screen';

type Props = {
  params: Promise<{ locale: Locale; type: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** `{type}`: the data table of one content type of the registry; the static sections beside it win. */
export default async function Page({ params, searchParams }: Props) {
  return <ContentListScreen type={await contentTypeOf(params)} params={params} searchParams={searchParams} />;
}
