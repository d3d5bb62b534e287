import { MessageCircleQuestion } from '@/components/ui/drawn-icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BuiltInPageIntro } from '@/components/content/built-in-page-intro';
import { ContactForm } from '@/components/content/contact-form';
import { loadBuiltInPage } from '@/components/content/load-built-in-page';
import { PageIntro } from '@/components/content/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { Link } from '@/i18n/navigation';
import { routeLocale } from '@/i18n/route-locale';
import { pageMetadata } from '@/server/seo/metadata';
import { ClientMessages } from '@/components/shell/client-messages';
import { ScriptOnlyOrFullVersion } from '@/components/layout/script-only-or-full-version';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const t = await getTranslations({ locale, namespace: 'contactPage' });
  return pageMetadata({ locale, path: '/contact-us', title: pages('contactUs'), description: t('description') });
}

/** Static page (with the introduction a manager set, if any); the form is the only client island. */
export default async function ContactPage({ params }: Props) {
  const locale = await routeLocale(params);
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const t = await getTranslations({ locale, namespace: 'contactPage' });
  const intro = await loadBuiltInPage('contact', locale);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <Breadcrumbs locale={locale} items={[{ name: pages('contactUs'), path: '/contact-us' }]} />
      <PageIntro title={pages('contactUs')} lead={t('description')} />
      {intro ? <BuiltInPageIntro body={intro.body} /> : null}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-title" className="relative rounded-2xl border border-border bg-surface p-6">
          <h2 id="contact-form-title" className="mb-4 text-xl font-bold">
            {t('formTitle')}
          </h2>
          <ScriptOnlyOrFullVersion locale={locale} text={t('needsFullVersion')}>
            <ClientMessages locale={locale} group="contactForm">
              <ContactForm />
            </ClientMessages>
          </ScriptOnlyOrFullVersion>
        </section>
        <aside className="flex flex-col gap-3 self-start rounded-2xl border border-border bg-surface p-6">
          <MessageCircleQuestion aria-hidden className="size-8 text-primary" />
          <h2 className="text-lg font-bold">{t('beforeTitle')}</h2>
          <p className="text-sm leading-7 text-muted">{t('beforeText')}</p>
          <Link href="/faq" className="font-medium text-primary hover:underline">
            {t('faqLink')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
