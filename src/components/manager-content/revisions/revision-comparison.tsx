import { useLocale, useTranslations } from 'next-intl';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import type { DiffPart, RevisionComparison } from '@/shared/schemas/content-revisions';
import { formatDateTime } from '@/shared/dates';
import { formatNumber } from '@/shared/format/number';
import { MetaLine } from '@/components/ui/meta-line';

/** One side of a field: the older side shows what was removed, the newer what was added. */
function Side({ parts, side }: { parts: DiffPart[]; side: 'older' | 'newer' }) {
  const hidden = side === 'older' ? 'added' : 'removed';
  return (
    <div className="min-w-0 whitespace-pre-wrap break-words rounded-lg border border-border bg-bg p-3 leading-8">
      {parts.map((part, index) =>
        part.change === hidden ? null : part.change === 'removed' ? (
          <del key={index} className="rounded bg-danger/15 text-fg decoration-danger">
            {part.value}
          </del>
        ) : part.change === 'added' ? (
          <ins key={index} className="rounded bg-success/20 text-fg no-underline">
            {part.value}
          </ins>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </div>
  );
}

/** Two versions side by side: per language in its own direction, then the fields that are no text. */
export function RevisionComparisonView({ comparison }: { comparison: RevisionComparison }) {
  const t = useTranslations('revisions');
  const languages = useTranslations('managerContent.form');
  const statuses = useTranslations('managerContent.statuses');
  const locale = useLocale() as Locale;
  const number = (value: number) => formatNumber(value, locale, { useGrouping: false });
  const { from, to } = comparison;
  const shownValue = (field: string, value: string) => {
    if (!value) return t('noValue');
    if (field === 'status') return statuses(value as 'draft');
    if (field === 'published_at') return formatDateTime(value, locale);
    return value;
  };
  // A date saved to the millisecond reads the same to the minute: not a change anyone can see.
  const other = comparison.other.filter((change) => shownValue(change.field, change.before) !== shownValue(change.field, change.after));
  const fieldName = (field: string) =>
    field.startsWith('attributes.') ? t('fields.attribute', { name: field.slice('attributes.'.length) }) : t(`fields.${field as 'status'}`);
  const header = (revision: typeof from) =>
    <MetaLine parts={[t('version', { version: number(revision.version) }), revision.author?.name ?? t('byUnknown'), formatDateTime(revision.created_at, locale)]} />;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold">{t('compareHeading', { from: number(from.version), to: number(to.version) })}</h2>
        <p className="text-sm text-muted">{t('compareIntro')}</p>
      </div>
      {locales.map((lang) => {
        const fields = comparison.languages[lang];
        const isChanged = (field: (typeof fields)[number]) => field.parts.some((part) => part.change !== 'same');
        const changed = fields.filter(isChanged);
        const unchanged = fields.filter((field) => !isChanged(field));
        return (
          <section key={lang} aria-labelledby={`compare-${lang}`} className="flex flex-col gap-4">
            <h3 id={`compare-${lang}`} className="text-lg font-bold">
              {languages(lang)}
            </h3>
            {fields.length === 0 ? <p className="text-sm text-muted">{t('languageMissing')}</p> : null}
            {fields.length > 0 && changed.length === 0 ? <p className="text-sm text-muted">{t('noTextChanges')}</p> : null}
            {changed.map((field) => (
              <div key={field.field} className="flex flex-col gap-2" data-testid={`compare-${lang}-${field.field}`}>
                <h4 className="text-sm font-medium text-muted">{t(`fields.${field.field}`)}</h4>
                <div className="grid gap-3 md:grid-cols-2" lang={lang} dir={localeInfo[lang].dir}>
                  <div className="flex flex-col gap-1">
                    <span className="text-xs text-muted" lang={locale} dir={localeInfo[locale].dir}>
                      {header(from)}
                    </span>
                    <Side parts={field.parts} side="older" />
                  </div>
                  <div className="flex flex-col gap-1">
                    <span className="text-xs text-muted" lang={locale} dir={localeInfo[locale].dir}>
                      {header(to)}
                    </span>
                    <Side parts={field.parts} side="newer" />
                  </div>
                </div>
              </div>
            ))}
            {unchanged.length > 0 ? (
              // What stayed the same is there on demand, once: two equal copies side by side hid what changed.
              <details className="rounded-lg border border-border p-3" data-testid={`compare-${lang}-unchanged`}>
                <summary className="cursor-pointer text-sm font-medium text-primary">
                  {t('showUnchanged', { count: number(unchanged.length) })}
                </summary>
                <dl className="mt-3 flex flex-col gap-3">
                  {unchanged.map((field) => (
                    <div key={field.field} className="flex flex-col gap-1" data-testid={`compare-${lang}-${field.field}`}>
                      <dt className="text-sm font-medium text-muted">{t(`fields.${field.field}`)}</dt>
                      <dd className="min-w-0 whitespace-pre-wrap break-words rounded-lg bg-bg p-3 leading-8" lang={lang} dir={localeInfo[lang].dir}>
                        {field.parts.map((part) => part.value).join('')}
                      </dd>
                    </div>
                  ))}
                </dl>
              </details>
            ) : null}
          </section>
        );
      })}
      <section aria-labelledby="compare-other" className="flex flex-col gap-3">
        <h3 id="compare-other" className="text-lg font-bold">
          {t('otherFields')}
        </h3>
        {other.length === 0 ? (
          <p className="text-sm text-muted">{t('noOtherChanges')}</p>
        ) : (
          <dl className="grid gap-2 text-sm md:grid-cols-[auto_1fr_1fr]">
            {other.map((change) => (
              <div key={change.field} className="contents">
                <dt className="font-medium">{fieldName(change.field)}</dt>
                <dd className="break-words text-muted">
                  <del className="decoration-danger">{shownValue(change.field, change.before)}</del>
                </dd>
                <dd className="break-words">
                  <ins className="no-underline">{shownValue(change.field, change.after)}</ins>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
