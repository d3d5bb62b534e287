import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

/** Messages follow `?locale=`, else the first supported `Accept-Language` entry, else Persian. */
export function requestLocale(request: Request): Locale {
  const fromQuery = new URL(request.url).searchParams.get('locale');
  if (isLocale(fromQuery)) return fromQuery;
  const header = request.headers.get('accept-language') ?? '';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.split('=')[1]) : 1 };
    })
    .filter((entry) => entry.language && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.language).find(isLocale) ?? defaultLocale;
}
