import { ContentListPage } from '@/app/[locale]/(manager)/manager/panel/_content/content-pages';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** posts: the manager's data table. */
export default function Page({ params, searchParams }: Props) {
  return <ContentListPage type="posts" params={params} searchParams={searchParams} />;
}
