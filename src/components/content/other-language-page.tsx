import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { PageLink } from '@/components/ui/page-link';
import { ErrorScreen } from '@/components/shell/error-screen';
import { NotFoundStatus } from '@/components/shell/not-found-status';
import { localeInfo, type Locale } from '@/i18n/locales';
import type { ItemTranslation } from '@/server/services/content';

type Props = { locale: Locale; section: string; translations: ItemTranslation[] };

/** Whether the item has a page in the reader's language (at another slug) or only in another one. */
function titleKeyOf(locale: Locale, translations: ItemTranslation[]) {
  return translations.some((translation) => translation.locale === locale) ? 'moved' : 'only';
}

/**
 * An address that names an item only in another language (`/fa/articles/{english slug}`): the
 * site's 404, since this address has no page (ADR 0029), that says where the item is and links to
 * each language's page, its title in its own language and direction.
 */
export async function OtherLanguagePage({ locale, section, translations }: Props) {
  const t = await getTranslations({ locale, namespace: 'elsewhere' });
  const key = titleKeyOf(locale, translations);
  const language = translations[0]!.locale;
  return (
    <>
      <ErrorScreen
        locale={locale}
        status={404}
        title={t(`${key}Title`, { language })}
        message={t(`${key}Message`, { language })}
        action={
          <ul className="flex w-full flex-col gap-3" data-testid="item-translations">
            {translations.map((translation) => (
              <li key={translation.locale} lang={translation.locale} dir={localeInfo[translation.locale].dir}>
                <PageLink
                  href={`/${section}/${translation.slug}`}
                  locale={translation.locale}
                  hrefLang={translation.locale}
                  // The way on: the reader's own language when the item has it, else its one language.
                  className={buttonVariants({ severity: translation.locale === locale || translations.length === 1 ? 'primary' : 'secondary', size: 'wrap' })}
                >
                  <span className="flex flex-col gap-1">
                    <span className="font-bold">{translation.title}</span>
                    <span className="text-xs">{localeInfo[translation.locale].readIn}</span>
                  </span>
                </PageLink>
              </li>
            ))}
          </ul>
        }
      />
      <NotFoundStatus />
    </>
  );
}

export async function otherLanguageMetadata(locale: Locale, translations: ItemTranslation[]): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'elsewhere' });
  return { title: t(`${titleKeyOf(locale, translations)}Title`, { language: translations[0]!.locale }), robots: { index: false } };
}
