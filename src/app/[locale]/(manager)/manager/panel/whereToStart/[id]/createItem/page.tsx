import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuideItemPicker } from '@/components/manager-guides/guide-item-picker';
import { loadGuide } from '../../load-guide';
import { ResourceFrame } from '@/components/panel/resource-frame';
import type { Locale } from '@/i18n/locales';
import { managerPagePermission } from '@/shared/routes';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'whereToStart.manager' });
  return { title: t('createItem') };
}

async function AddItem({ id, locale }: { id: string; locale: Locale }) {
  const guide = await loadGuide(id, locale);
  return (
    <>
      <p className="text-muted">{locale === 'fa' ? guide.title_fa : guide.title_en}</p>
      <GuideItemPicker guideId={guide.id} />
    </>
  );
}

/** whereToStart/{id}/createItem: pick a library item by searching and add it with a note. */
export default async function CreateGuideItemPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'whereToStart.manager' });
  return (
    <ResourceFrame params={params} permission={managerPagePermission(['whereToStart', id, 'createItem'])} title={t('createItem')}>
      <AddItem id={id} locale={locale} />
    </ResourceFrame>
  );
}
