import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'about' });
  return { title: t('title') };
}

export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'about' });
  return (
    <article className="prose-body mx-auto max-w-3xl">
      <h1 className="text-3xl font-black">{t('title')}</h1>
      <p className="text-lg text-muted">{t('lead')}</p>
      <h2 id="mission">{t('missionTitle')}</h2>
      <p>{t('mission')}</p>
      <h2 id="how">{t('howTitle')}</h2>
      <p>{t('how')}</p>
      <h2 id="values">{t('valuesTitle')}</h2>
      <ul>
        <li>{t('valueClarity')}</li>
        <li>{t('valueBilingual')}</li>
        <li>{t('valueIndependent')}</li>
      </ul>
    </article>
  );
}
