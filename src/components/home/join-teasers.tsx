import { Compass, Sparkles } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/i18n/locales';
import { buttonVariants } from '@/components/ui/button';
import { RegisterButton } from './register-button';
import { ClientMessages } from '@/components/shell/client-messages';
import { ScriptOnlyOrFullVersion } from '@/components/layout/script-only-or-full-version';

/** The where-to-start guide and the call to register, side by side. */
export async function JoinTeasers({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'library' });
  const card = 'flex flex-col items-start gap-4 rounded-3xl border border-border bg-surface p-8';
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="home-start" className={card}>
        <Compass className="size-8 text-primary" aria-hidden="true" />
        <h2 id="home-start" className="text-2xl font-bold">
          {t('whereToStartTitle')}
        </h2>
        <p className="leading-8 text-muted">{t('whereToStartText')}</p>
        <PageLink href="/user/panel/whereToStart" locale={locale} className={buttonVariants({ severity: 'secondary', size: 'lg', className: 'mt-auto' })}>
          {t('whereToStartAction')}
        </PageLink>
      </section>
      <section aria-labelledby="home-join" className={card}>
        <Sparkles className="size-8 text-primary" aria-hidden="true" />
        <h2 id="home-join" className="text-2xl font-bold">
          {t('registerTitle')}
        </h2>
        <p className="leading-8 text-muted">{t('registerText')}</p>
        <ScriptOnlyOrFullVersion locale={locale} text={t('registerNeedsFullVersion')} className="mt-auto">
          <ClientMessages locale={locale} group="registerButton">
            <RegisterButton />
          </ClientMessages>
        </ScriptOnlyOrFullVersion>
      </section>
    </div>
  );
}
