import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { GuideScreen } from '@/components/where-to-start/guide-screen';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'whereToStart' });
  return { title: t('title') };
}

/** whereToStart/{id}: the guide's ordered path, what is done, and the next step. */
export default async function GuidePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  return <GuideScreen locale={locale} id={id} />;
}
