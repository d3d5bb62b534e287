import { TermListPage } from '@/components/manager-content/taxonomy-screen';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

/** tags: names in both languages. */
export default function Page({ params }: Props) {
  return <TermListPage kind="tags" params={params} />;
}
