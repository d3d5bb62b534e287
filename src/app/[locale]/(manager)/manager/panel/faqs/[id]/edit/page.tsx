import { FaqEditorPage } from '@/components/manager-content/taxonomy-screen';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale; id: string }> };

/** faqs/{id}/edit. */
export default function Page({ params }: Props) {
  return <FaqEditorPage params={params} />;
}
