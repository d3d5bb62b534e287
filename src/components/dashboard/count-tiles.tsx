import { Bell, Bookmark, CircleCheck, Heart, LifeBuoy, type Icon } from '@/components/ui/drawn-icons';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/shared/format/number';
import type { UserDashboard } from '@/shared/schemas/dashboard';

type CountKey = keyof UserDashboard['counts'];

/** One tile per count of the dashboard answer, each linking to its list. */
const tiles: Record<CountKey, { href: string; icon: Icon }> = {
  saves: { href: '/user/panel/saves/articles', icon: Bookmark },
  likes: { href: '/user/panel/likes/articles', icon: Heart },
  checks: { href: '/user/panel/checks/articles', icon: CircleCheck },
  notifications: { href: '/user/panel/notifications', icon: Bell },
  tickets: { href: '/user/panel/tickets', icon: LifeBuoy },
};

export function CountTiles({ counts }: { counts: UserDashboard['counts'] }) {
  const t = useTranslations('dashboard.counts');
  const locale = useLocale() as Locale;
  return (
    <section aria-label={t('label')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {(Object.keys(tiles) as CountKey[]).map((key) => {
          const { href, icon: Icon } = tiles[key];
          return (
            <li key={key}>
              <Link
                href={href}
                className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 hover:bg-surface-2"
                data-testid={`count-${key}`}
              >
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="text-2xl font-black tabular-nums">{formatNumber(counts[key], locale)}</span>
                  <span className="text-sm text-muted">{t(key)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
