import { Link } from '@/i18n/navigation';
import type { UserGuide } from '@/shared/schemas/where-to-start';
import { GuideProgress } from './guide-progress';

/** A guide in the list and on the dashboard: title, description, progress and a link to it. */
export function GuideCard({ guide }: { guide: UserGuide }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-5" data-guide-id={guide.id}>
      <h3 className="text-lg font-bold leading-8">
        <Link href={`/user/panel/whereToStart/${guide.id}`} className="hover:text-primary">
          {guide.title}
        </Link>
      </h3>
      {guide.description ? <p className="line-clamp-3 text-sm text-muted">{guide.description}</p> : null}
      <div className="mt-auto">
        <GuideProgress title={guide.title} checked={guide.progress.checked} total={guide.progress.total} />
      </div>
    </article>
  );
}
