import { TermEditorPage } from '@/components/manager-content/taxonomy-screen';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

/** categories/create. */
export default function Page({ params }: Props) {
  return <TermEditorPage kind="categories" params={params} />;
}
