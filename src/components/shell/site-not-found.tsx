import { SiteFrame } from '@/components/layout/site-frame';
import { NotFoundContent } from '@/components/shell/not-found-content';
import type { Locale } from '@/i18n/locales';

/**
 * The 404 page rendered in place of a panel, inside the site's own frame: it is rendered, not
 * thrown, so the server's HTML carries it (a thrown `notFound()` leaves an empty document).
 */
export function SiteNotFound({ locale }: { locale: Locale }) {
  return (
    <SiteFrame locale={locale}>
      <NotFoundContent />
    </SiteFrame>
  );
}
