import { ContentEditorPage } from '@/components/manager-content/content-pages';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

/** coins/create. */
export default function Page({ params }: Props) {
  return <ContentEditorPage type="coins" params={params} />;
}
