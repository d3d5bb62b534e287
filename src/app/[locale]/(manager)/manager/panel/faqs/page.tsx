import { FaqListPage } from '@/components/manager-content/taxonomy-screen';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ topic?: string | string[] }> };

/** faqs: questions under the twelve topics. */
export default function Page({ params, searchParams }: Props) {
  return <FaqListPage params={params} searchParams={searchParams} />;
}
