import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GuideForm } from '@/components/manager-guides/guide-form';
import { GuideItemsEditor } from '@/components/manager-guides/guide-items-editor';
import { loadGuide } from '../../load-guide';
import { ResourceFrame } from '@/components/panel/resource-frame';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { managerPagePermission } from '@/shared/routes';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'whereToStart.manager' });
  return { title: t('editList') };
}

async function EditGuide({ id, locale }: { id: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'whereToStart.manager' });
  const guide = await loadGuide(id, locale);
  return (
    <>
      <GuideForm guide={guide} />
      <section aria-labelledby="guide-items-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="guide-items-heading" className="text-xl font-bold">
            {t('items')}
          </h2>
          <Link href={`/manager/panel/whereToStart/${guide.id}/createItem`} className="ms-auto text-sm text-primary hover:underline">
            {t('createItem')}
          </Link>
        </div>
        <GuideItemsEditor key={guide.items.map((item) => item.id).join()} guide={guide} />
      </section>
    </>
  );
}

/** whereToStart/{id}/editList: the guide's texts, and its items reordered by drag or keyboard. */
export default async function EditGuidePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'whereToStart.manager' });
  return (
    <ResourceFrame params={params} permission={managerPagePermission(['whereToStart', id, 'editList'])} title={t('editList')}>
      <EditGuide id={id} locale={locale} />
    </ResourceFrame>
  );
}
