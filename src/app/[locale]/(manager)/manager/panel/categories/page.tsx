import { TermListPage } from '@/app/[locale]/(manager)/manager/panel/_content/taxonomy-pages';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

/** categories: names in both languages. */
export default function Page({ params }: Props) {
  return <TermListPage kind="categories" params={params} />;
}
