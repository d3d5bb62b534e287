import { getTranslations } from 'next-intl/server';
import { ContinueCard } from '@/components/dashboard/continue-card';
import { CountTiles } from '@/components/dashboard/count-tiles';
import { EventCardGrid } from '@/components/events/event-card-grid';
import { Button } from '@/components/ui/button';
import { ListSection } from '@/components/ui/list-section';
import { GuideCard } from '@/components/where-to-start/guide-card';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { currentPageUser } from '@/server/auth/page-session';
import { getUserDashboard } from '@/server/services/dashboard';

/** Greeting, activity counts, where to continue, upcoming events and guide progress of the signed-in reader. */
export async function UserDashboard({ locale }: { locale: Locale }) {
  const user = await currentPageUser();
  if (!user) return null;
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  const data = await getUserDashboard({ user, locale });
  const { media, article } = data.continue;
  return (
    <div className="flex flex-col gap-8" data-testid="user-dashboard">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-black">
          {t.rich('greeting', { name: data.user.name, bdi: (chunks) => <bdi>{chunks}</bdi> })}
        </h1>
        <p className="text-muted">{t('lead')}</p>
      </header>

      <CountTiles counts={data.counts} />

      <ListSection
        id="dashboard-continue"
        title={t('continue')}
        isEmpty={!media && !article}
        empty={
          <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-border p-4">
            <p className="text-sm text-muted">{t('noContinue')}</p>
            <Button asChild size="sm" severity="secondary" className="ms-auto">
              <Link href="/articles">{t('browse')}</Link>
            </Button>
          </div>
        }
      >
        <div className="grid gap-3 md:grid-cols-2">
          {media ? <ContinueCard heading={t('continueMedia')} entry={media} /> : null}
          {article ? <ContinueCard heading={t('continueArticle')} entry={article} /> : null}
        </div>
      </ListSection>

      <ListSection
        id="dashboard-events"
        title={t('upcoming')}
        link={{ href: '/user/panel/events', label: t('allEvents') }}
        isEmpty={data.upcoming_events.length === 0}
        empty={<p className="rounded-2xl border border-dashed border-border p-4 text-sm text-muted">{t('noUpcoming')}</p>}
      >
        <EventCardGrid events={data.upcoming_events} className="gap-3" />
      </ListSection>

      <ListSection
        id="dashboard-guides"
        title={t('guides')}
        link={{ href: '/user/panel/whereToStart', label: t('allGuides') }}
        isEmpty={data.guides.length === 0}
        empty={<p className="rounded-2xl border border-dashed border-border p-4 text-sm text-muted">{t('noGuides')}</p>}
      >
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {data.guides.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
      </ListSection>
    </div>
  );
}
