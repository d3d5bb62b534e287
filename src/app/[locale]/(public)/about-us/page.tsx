import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/i18n/route-locale';
import { pageMetadata } from '@/server/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'about' });
  return pageMetadata({ locale, path: '/about-us', title: t('title'), description: t('lead') });
}

export default async function AboutPage({ params }: Props) {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'about' });
  return (
    <article className="prose-body reading-surface mx-auto max-w-3xl">
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
