import { getTranslations } from 'next-intl/server';
import { ContinueCard } from '@/components/dashboard/continue-card';
import { CountTiles } from '@/components/dashboard/count-tiles';
import { EventCard } from '@/components/events/event-card';
import { Button } from '@/components/ui/button';
import { GuideCard } from '@/components/where-to-start/guide-card';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { currentPageUser } from '@/server/auth/page-session';
import { getUserDashboard } from '@/server/services/dashboard';

function SectionHeading({ id, title, link }: { id: string; title: string; link?: { href: string; label: string } }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {link ? (
        <Link href={link.href} className="ms-auto text-sm text-primary hover:underline">
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}

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

      <section aria-labelledby="dashboard-continue" className="flex flex-col gap-3">
        <SectionHeading id="dashboard-continue" title={t('continue')} />
        {media || article ? (
          <div className="grid gap-3 md:grid-cols-2">
            {media ? <ContinueCard heading={t('continueMedia')} entry={media} /> : null}
            {article ? <ContinueCard heading={t('continueArticle')} entry={article} /> : null}
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-border p-4">
            <p className="text-sm text-muted">{t('noContinue')}</p>
            <Button asChild size="sm" severity="secondary" className="ms-auto">
              <Link href="/articles">{t('browse')}</Link>
            </Button>
          </div>
        )}
      </section>

      <section aria-labelledby="dashboard-events" className="flex flex-col gap-3">
        <SectionHeading
          id="dashboard-events"
          title={t('upcoming')}
          link={{ href: '/user/panel/events', label: t('allEvents') }}
        />
        {data.upcoming_events.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border p-4 text-sm text-muted">{t('noUpcoming')}</p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {data.upcoming_events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="dashboard-guides" className="flex flex-col gap-3">
        <SectionHeading
          id="dashboard-guides"
          title={t('guides')}
          link={{ href: '/user/panel/whereToStart', label: t('allGuides') }}
        />
        {data.guides.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border p-4 text-sm text-muted">{t('noGuides')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {data.guides.map((guide) => (
              <li key={guide.id}>
                <GuideCard guide={guide} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
