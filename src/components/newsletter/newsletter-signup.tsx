import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/shell/client-messages';
import type { Locale } from '@/i18n/locales';
import { SubscribeForm } from './subscribe-form';

/** The newsletter's invitation on the home page, every list and the end of every item. */
export async function NewsletterSignup({ locale, headingLevel = 'h2' }: { locale: Locale; headingLevel?: 'h2' | 'h3' }) {
  const t = await getTranslations({ locale, namespace: 'newsletter.form' });
  const Heading = headingLevel;
  return (
    <section aria-labelledby="newsletter-signup" className="newsletter-signup" data-script-only="">
      <Heading id="newsletter-signup" className="text-xl font-black">
        {t('title')}
      </Heading>
      <p className="text-sm text-muted">{t('intro')}</p>
      <ClientMessages locale={locale} group="newsletterForm">
        <SubscribeForm />
      </ClientMessages>
    </section>
  );
}
