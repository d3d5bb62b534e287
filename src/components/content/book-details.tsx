import { FileDown } from '@/components/ui/drawn-icons';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Ltr } from '@/components/ui/ltr';
import type { Locale } from '@/i18n/locales';
import type { AttributesView } from '@/shared/content-types';
import { formatNumber } from '@/shared/format/number';
import { buttonVariants } from '@/components/ui/button';

/** A book's bibliographic details and, when the publisher allows it, its PDF. */
export async function BookDetails({ locale, book }: { locale: Locale; book: AttributesView['books'] }) {
  const t = await getTranslations({ locale, namespace: 'library' });
  const rows: [string, ReactNode | undefined][] = [
    [t('bookAuthor'), book.author],
    [t('translator'), book.translator],
    [t('publisher'), book.publisher],
    [t('pages'), book.pages ? formatNumber(book.pages, locale) : undefined],
    [t('year'), book.year ? formatNumber(book.year, locale, { useGrouping: false }) : undefined],
    [t('isbn'), book.isbn ? <Ltr>{book.isbn}</Ltr> : undefined],
  ];
  return (
    <section aria-labelledby="book-heading" className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
      <h2 id="book-heading" className="text-lg font-bold">
        {t('bookDetails')}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="book-details">
        {rows.filter(([, value]) => value !== undefined).map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {book.pdf ? (
        <a href={book.pdf} download className={buttonVariants({ className: 'self-start' })}>
          <FileDown className="size-4" aria-hidden="true" />
          {t('downloadPdf')}
        </a>
      ) : null}
    </section>
  );
}
