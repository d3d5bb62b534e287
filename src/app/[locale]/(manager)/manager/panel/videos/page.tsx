import { ContentListPage } from '@/app/[locale]/(manager)/manager/panel/_content/content-pages';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** videos: the manager's data table. */
export default function Page({ params, searchParams }: Props) {
  return <ContentListPage type="videos" params={params} searchParams={searchParams} />;
}
