import { TermEditorPage } from '@/app/[locale]/(manager)/manager/panel/_content/taxonomy-pages';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

/** tags/create. */
export default function Page({ params }: Props) {
  return <TermEditorPage kind="tags" params={params} />;
}
