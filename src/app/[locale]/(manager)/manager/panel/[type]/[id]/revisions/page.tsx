import { contentTypeOf } from '@/components/manager-content/content-screen';
import { RevisionsScreen } from '@/components/manager-content/revisions/revisions-screen';
import type { Locale } from '@/i18n/locales';

export { contentTypeMetadata as generateMetadata } from '@/components/manager-content/content-screen';

type Props = {
  params: Promise<{ locale: Locale; type: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** `{type}/{id}/revisions`: an item's revisions; with `?from=&to=` two of them side by side. */
export default async function Page({ params, searchParams }: Props) {
  return <RevisionsScreen type={await contentTypeOf(params)} params={params} searchParams={searchParams} />;
}
