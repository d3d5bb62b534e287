import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BuiltInPageIntro } from '@/components/content/built-in-page-intro';
import { FaqSections } from '@/components/content/faq-sections';
import { loadBuiltInPage } from '@/components/content/load-built-in-page';
import { PageIntro } from '@/components/content/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd, faqPageJsonLd } from '@/components/seo/json-ld';
import { Button } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { localeInfo } from '@/i18n/locales';
import { routeLocale } from '@/i18n/route-locale';
import { listFaqs } from '@/server/services/content';
import { pageMetadata } from '@/server/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const t = await getTranslations({ locale, namespace: 'faqPage' });
  return pageMetadata({ locale, path: '/faq', title: pages('faq'), description: t('description') });
}

export default async function FaqPage({ params }: Props) {
  const locale = await routeLocale(params);
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const t = await getTranslations({ locale, namespace: 'faqPage' });
  const [faqs, intro] = await Promise.all([listFaqs(locale), loadBuiltInPage('faq', locale)]);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <Breadcrumbs locale={locale} items={[{ name: pages('faq'), path: '/faq' }]} />
      <PageIntro title={pages('faq')} lead={t('description')} />
      {intro ? <BuiltInPageIntro body={intro.body} /> : null}
      <FaqSections locale={locale} faqs={faqs} />
      <aside className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-bold">{t('moreTitle')}</h2>
          <p className="text-sm text-muted">{t('moreText')}</p>
        </div>
        <Button asChild>
          <Link href="/contact-us">{t('contactCta')}</Link>
        </Button>
      </aside>
      {faqs.length > 0 ? <JsonLd data={faqPageJsonLd(faqs, localeInfo[locale].tag)} /> : null}
    </div>
  );
}
