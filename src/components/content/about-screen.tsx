import type { Locale } from '@/i18n/locales';
import { translate } from '@/i18n/messages';
import { loadBuiltInPage } from './load-built-in-page';

/** The about page: the title and text a manager set for this language, else the default text. */
export async function AboutScreen({ locale }: { locale: Locale }) {
  const own = await loadBuiltInPage('about', locale);
  const t = (key: string) => translate(locale, `about.${key}`);
  return (
    <article className="prose-body reading-surface mx-auto max-w-3xl">
      <h1 className="text-3xl font-black">{own ? own.title : t('title')}</h1>
      {own ? (
        <div dangerouslySetInnerHTML={{ __html: own.body }} />
      ) : (
        <>
          <p className="text-lg text-muted">{t('lead')}</p>
          <h2 id="mission">{t('missionTitle')}</h2>
          <p>{t('mission')}</p>
          <h2 id="how">{t('howTitle')}</h2>
          <p>{t('how')}</p>
          <h2 id="values">{t('valuesTitle')}</h2>
          <ul>
            <li>{t('valueClarity')}</li>
            <li>{t('valueBilingual')}</li>
            <li>{t('valueIndependent')}</li>
          </ul>
        </>
      )}
    </article>
  );
}
