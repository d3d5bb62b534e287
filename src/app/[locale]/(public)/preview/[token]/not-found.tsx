import { getLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { loadPreview } from '@/components/content/load-preview';
import { ClosedPreviewScreen } from '@/components/content/preview-screen';
import { MainUnlessFramed } from '@/components/shell/frame-main';
import type { Locale } from '@/i18n/locales';
import { PREVIEW_TOKEN_HEADER } from '@/shared/routes';
import NotFound from '@/app/[locale]/not-found';

/**
 * A preview link's 404: for a link that was real, that it was revoked or ran out, and when (the
 * page's look-up is remembered for the request, so this asks nothing again); else the site's.
 */
export default async function PreviewNotFound() {
  const token = (await headers()).get(PREVIEW_TOKEN_HEADER);
  const locale = (await getLocale()) as Locale;
  const preview = token ? await loadPreview(token, locale) : null;
  if (!preview || 'item' in preview) return <NotFound />;
  return (
    <MainUnlessFramed>
      <ClosedPreviewScreen closed={preview} locale={locale} />
    </MainUnlessFramed>
  );
}
