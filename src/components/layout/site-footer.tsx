import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatYear } from '@/shared/dates';
import { PageLink } from '@/components/ui/page-link';
import { LightModeSwitch } from './light-mode-switch';
import { feedPath } from '@/shared/seo/feed-path';
import { contentTypes, typesWhere } from '@/shared/content-types';
import { publicSections } from '@/shared/routes';

/** The feeds worth a visible link; every section's feed is also announced in the page head. */
const feedSections = typesWhere(contentTypes, (entry) => entry.feed?.inFooter === true);

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  const year = formatYear(new Date(), locale);
  const linkClass = 'text-sm text-muted hover:text-fg';
  return (
    <footer className="mt-20 border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-lg font-black">{t('app.name')}</p>
          <p className="mt-3 max-w-md text-sm leading-7 text-muted">{t('footer.about')}</p>
          <LightModeSwitch className="mt-4 text-sm text-muted underline underline-offset-4 hover:text-fg">
            {t('nav.lightMode')}
          </LightModeSwitch>
        </div>
        <nav aria-labelledby="footer-library">
          <p id="footer-library" className="mb-3 font-semibold">
            {t('footer.sections')}
          </p>
          <ul className="grid grid-cols-2 gap-2">
            {publicSections.map((section) => (
              <li key={section}>
                <PageLink href={`/${section}`} className={linkClass}>
                  {t(`nav.${section}`)}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <p id="footer-company" className="mb-3 font-semibold">
            {t('footer.company')}
          </p>
          <ul className="flex flex-col gap-2">
            <li>
              <PageLink href="/about-us" className={linkClass}>
                {t('nav.aboutUs')}
              </PageLink>
            </li>
            <li>
              <PageLink href="/faq" className={linkClass}>
                {t('nav.faq')}
              </PageLink>
            </li>
            <li>
              <PageLink href="/contact-us" className={linkClass}>
                {t('nav.contactUs')}
              </PageLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-feeds">
          <p id="footer-feeds" className="mb-3 font-semibold">
            {t('footer.feeds')}
          </p>
          <ul className="flex flex-col gap-2">
            {feedSections.map((section) => (
              <li key={section}>
                {/* A route handler, not a page: a plain link, never prefetched. */}
                <a href={feedPath(locale, section)} type="application/rss+xml" className={linkClass}>
                  {t('footer.feed', { section: t(`nav.${section}`) })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted">{t('footer.rights', { year })}</p>
    </footer>
  );
}
