import { ArrowLeft } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import { TypeIcon } from '@/components/content/type-icon';
import { JoinTeasers } from '@/components/home/join-teasers';
import { LatestRow } from '@/components/home/latest-row';
import { Button } from '@/components/ui/button';
import { surfaceChip } from '@/components/ui/surface';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/i18n/locales';
import { listContents } from '@/server/services/content';
import { contentTypes, typesWhere } from '@/shared/content-types';
import { publicSections } from '@/shared/routes';
import { NewsletterSignup } from '@/components/newsletter/newsletter-signup';

const latestSections = typesWhere(contentTypes, (entry) => entry.isOnHomeLatest);

const ROW_SIZE = 3;

/** The home page: the hero, the latest of each listed type, the most liked metaverses, the invitations to join and the sections. */
export async function HomeScreen({ locale }: { locale: Locale }) {
  const [t, nav, library, featured, ...latest] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'library' }),
    listContents('metaverses', { per_page: ROW_SIZE, sort: 'most_liked' }, locale),
    ...latestSections.map((section) => listContents(section, { per_page: ROW_SIZE }, locale)),
  ]);

  return (
    <div className="flex flex-col gap-16">
      {/* Opaque: the particle field moves around the hero, never through its text. */}
      <section className="rounded-3xl border border-border bg-surface px-6 py-16 text-center sm:px-12" data-testid="home-hero">
        <h1 className="text-4xl font-black leading-tight sm:text-5xl">{t('heroTitle')}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-9 text-muted">{t('heroText')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <PageLink href="/articles">
              {t('explore')}
              <ArrowLeft className="size-5 ltr:rotate-180" aria-hidden="true" />
            </PageLink>
          </Button>
          <Button asChild size="lg" severity="secondary">
            <PageLink href="/metaverses/compare">{t('compare')}</PageLink>
          </Button>
        </div>
      </section>

      <section aria-labelledby="home-latest" className="flex flex-col gap-10">
        <h2 id="home-latest" className={`w-fit max-w-full text-2xl font-bold ${surfaceChip}`}>
          {library('latestTitle')}
        </h2>
        {latestSections.map((section, index) => (
          <LatestRow key={section} locale={locale} section={section} title={nav(section)} items={latest[index]?.items ?? []} />
        ))}
      </section>

      <LatestRow
        locale={locale}
        section="metaverses"
        title={library('featuredMetaverses')}
        items={featured.items}
        headingLevel="h2"
      />

      <JoinTeasers locale={locale} />
      <NewsletterSignup locale={locale} />

      <section aria-labelledby="home-sections">
        <h2 id="home-sections" className={`mb-6 w-fit max-w-full text-2xl font-bold ${surfaceChip}`}>
          {t('sectionsTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {publicSections.map((section) => (
            <li key={section}>
              <PageLink href={`/${section}`} className="section-tile">
                <TypeIcon name={contentTypes[section].icon} className="size-7 text-primary" />
                <span className="text-lg font-bold">{nav(section)}</span>
                <span className="text-sm leading-7 text-muted">{t(section)}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
