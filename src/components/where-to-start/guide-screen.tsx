import { ArrowLeft } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { GuideProgress } from '@/components/where-to-start/guide-progress';
import { GuideStepCheck } from '@/components/where-to-start/guide-step-check';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { currentPageUser } from '@/server/auth/page-session';
import { getUserGuide } from '@/server/services/where-to-start';
import { contentTypes, engagementTypesOf } from '@/shared/content-types';
import { formatNumber } from '@/shared/format/number';
import { loadRecordOr404 } from '@/components/panel/load-record';

/** The types a reader can mark as done: their steps carry the toggle. */
const checkableTypes = new Set<string>(engagementTypesOf(contentTypes).checks);

/** One guide for the signed-in reader: its ordered path, what is done and the next step; a 404 for a guide that is not theirs to read. */
export async function GuideScreen({ locale, id }: { locale: Locale; id: string }) {
  const user = await currentPageUser();
  if (!user) return null;
  const t = await getTranslations({ locale, namespace: 'whereToStart' });
  const guide = await loadRecordOr404(id, (guideId) => getUserGuide({ userId: user.id, locale, id: guideId }));
  const next = guide.next;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <Link
        href="/user/panel/whereToStart"
        className="inline-flex items-center gap-1 self-start text-sm text-primary hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('back')}
      </Link>
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-black">{guide.title}</h1>
        {guide.description ? <p className="text-muted">{guide.description}</p> : null}
        <GuideProgress title={guide.title} checked={guide.progress.checked} total={guide.progress.total} />
        {/* The next item's title can be long: the button wraps rather than widen a phone's page. */}
        {next ? (
          <Button asChild size="wrap" className="max-w-full self-start">
            <Link href={`/${next.content.type}/${next.content.slug}`} data-testid="guide-next">
              {t('next')}: {next.content.title}
            </Link>
          </Button>
        ) : guide.items.length > 0 ? (
          <p role="status" className="font-medium text-success">
            {t('allDone')}
          </p>
        ) : null}
      </header>
      <ol className="flex flex-col gap-3">
        {guide.items.map((item, index) => (
          <li
            key={item.id}
            className="flex flex-wrap items-start gap-3 rounded-2xl border border-border bg-surface p-4"
            aria-current={next?.id === item.id ? 'step' : undefined}
            data-testid="guide-step"
          >
            <div className="flex min-w-0 flex-1 basis-52 flex-col gap-1">
              <span className="text-xs text-muted">{t('step', { n: formatNumber(index + 1, locale) })}</span>
              <Link id={`step-${item.id}`} href={`/${item.content.type}/${item.content.slug}`} className="font-bold hover:text-primary">
                {item.content.title}
              </Link>
              {item.note ? <p className="text-sm text-muted">{item.note}</p> : null}
            </div>
            {/* The marker is the check itself, the same toggle as on the item's page; a type that takes no checks has none. */}
            {checkableTypes.has(item.content.type) ? (
              <GuideStepCheck type={item.content.type} id={item.content.id} checked={item.checked} describedBy={`step-${item.id}`} />
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
