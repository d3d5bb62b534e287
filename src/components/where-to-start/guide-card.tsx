import { Link } from '@/i18n/navigation';
import type { UserGuide } from '@/shared/schemas/where-to-start';
import { GuideProgress } from './guide-progress';

/**
 * A guide in the list and on the dashboard: title, description, progress and a link to it. The
 * list page has no section headings between its h1 and the cards, the dashboard has.
 */
export function GuideCard({ guide, headingLevel = 3 }: { guide: UserGuide; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-5" data-guide-id={guide.id}>
      <Heading className="text-lg font-bold leading-8">
        <Link href={`/user/panel/whereToStart/${guide.id}`} className="hover:text-primary">
          {guide.title}
        </Link>
      </Heading>
      {guide.description ? <p className="line-clamp-3 text-sm text-muted">{guide.description}</p> : null}
      <div className="mt-auto">
        <GuideProgress title={guide.title} checked={guide.progress.checked} total={guide.progress.total} />
      </div>
    </article>
  );
}
