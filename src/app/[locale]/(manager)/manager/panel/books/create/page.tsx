import { ContentEditorPage } from '@/app/[locale]/(manager)/manager/panel/_content/content-pages';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

/** books/create. */
export default function Page({ params }: Props) {
  return <ContentEditorPage type="books" params={params} />;
}
