import { ContentEditorScreen, contentTypeOf } from '@/components/manager-content/content-screen';
import type { Locale } from '@/i18n/locales';

export { contentTypeMetadata as generateMetadata } from '@/components/manager-content/content-screen';

type Props = { params: Promise<{ locale: Locale; type: string }> };

/** `{type}/create`: the editor of a new item of one content type. */
export default async function Page({ params }: Props) {
  return <ContentEditorScreen type={await contentTypeOf(params)} params={params} />;
}
