// GET /{locale}/manifest.webmanifest — the installable app in one language (ADR 0030)
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { siteIdentity } from '@/server/seo/site';
import { appIcons } from '@/shared/app-icons';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/** The light theme's page colour; the dark one is the pages' own `theme-color` (the manifest holds one). */
const LIGHT_BACKGROUND = '#f6f6fb';

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  const { name, description } = siteIdentity(locale);
  const manifest = {
    id: `/${locale}`,
    name,
    short_name: name,
    description,
    lang: localeInfo[locale].tag,
    dir: localeInfo[locale].dir,
    start_url: `/${locale}`,
    scope: '/',
    display: 'standalone',
    background_color: LIGHT_BACKGROUND,
    theme_color: LIGHT_BACKGROUND,
    icons: appIcons.map((icon) => ({ src: `/icons/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
  };
  return Response.json(manifest, { headers: { 'Content-Type': 'application/manifest+json' } });
}
