import { ArrowRight, Coins, LandPlot, MonitorSmartphone } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import { FeaturedMetaverses } from '@/components/content/featured-metaverses';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { surfaceCard, surfaceChip } from '@/components/ui/surface';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSection } from '@/components/ui/list-section';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/i18n/locales';
import { listContents } from '@/server/services/content';
import type { MetaverseView } from '@/shared/content-types';

const pillars = [
  { topic: 'plots_of_land', text: 'pillarLand', Icon: LandPlot },
  { topic: 'types_of_tokens', text: 'pillarTokens', Icon: Coins },
  { topic: 'platform_accessibility', text: 'pillarAccess', Icon: MonitorSmartphone },
] as const;

/** The metaverses landing page: the hero, what a metaverse is, its three pillars and the most liked metaverses. */
export async function MetaverseLandingScreen({ locale }: { locale: Locale }) {
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const t = await getTranslations({ locale, namespace: 'metaverseLanding' });
  const topics = await getTranslations({ locale, namespace: 'content.topics' });
  const empty = await getTranslations({ locale, namespace: 'empty' });
  const { items } = await listContents('metaverses', { page: 1, per_page: 6, sort: 'most_liked' }, locale);

  return (
    <div className="flex flex-col gap-14">
      <Breadcrumbs locale={locale} items={[{ name: pages('metaverseLanding'), path: '/metaverses/landing' }]} />
      <section className="rounded-3xl border border-border bg-surface px-6 py-14 text-center sm:px-12">
        <h1 className="text-4xl font-black leading-tight sm:text-5xl">{t('heroTitle')}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-9 text-muted">{t('heroText')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <PageLink href="/metaverses/compare">{t('compareCta')}</PageLink>
          </Button>
          <Button asChild size="lg" severity="secondary">
            <PageLink href="/metaverses">
              {t('listCta')}
              <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
            </PageLink>
          </Button>
        </div>
      </section>

      <section aria-labelledby="what" className={`mx-auto flex max-w-3xl flex-col gap-4 p-5 sm:p-8 ${surfaceCard}`}>
        <h2 id="what" className="text-2xl font-bold">
          {t('whatTitle')}
        </h2>
        <p className="text-lg leading-9">{t('whatText')}</p>
      </section>

      <section aria-labelledby="pillars" className="flex flex-col gap-5">
        <h2 id="pillars" className={`w-fit max-w-full text-2xl font-bold ${surfaceChip}`}>
          {t('pillarsTitle')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {pillars.map(({ topic, text, Icon }) => (
            <li key={topic} className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5">
              <Icon aria-hidden className="size-7 text-primary" />
              <h3 className="font-bold">{topics(topic)}</h3>
              <p className="text-sm leading-7 text-muted">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <ListSection
        id="featured"
        title={t('featuredTitle')}
        headingClassName={`w-fit max-w-full text-2xl ${surfaceChip}`}
        className="gap-5"
        isEmpty={items.length === 0}
        empty={<EmptyState title={empty('metaverses')} description={empty('comeBack')} />}
      >
        <FeaturedMetaverses items={items.map((item) => ({ ...item, token: (item.attributes as MetaverseView).token }))} />
      </ListSection>

      <section className="flex flex-col items-center gap-4 rounded-3xl bg-primary px-6 py-12 text-center text-primary-fg">
        <h2 className="text-2xl font-bold">{t('compareTitle')}</h2>
        <p className="max-w-xl leading-8 opacity-90">{t('compareText')}</p>
        <Button asChild size="lg" severity="secondary">
          <PageLink href="/metaverses/compare">{t('compareCta')}</PageLink>
        </Button>
      </section>
    </div>
  );
}
