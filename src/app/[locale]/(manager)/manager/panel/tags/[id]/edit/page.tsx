import { TermEditorPage } from '@/components/manager-content/taxonomy-screen';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale; id: string }> };

/** tags/{id}/edit. */
export default function Page({ params }: Props) {
  return <TermEditorPage kind="tags" params={params} />;
}
