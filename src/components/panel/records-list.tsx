import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/i18n/locales';
import { RecordsTable, type RecordsTableProps } from './records-table';

type Props<T> = RecordsTableProps<T> & {
  /** How many records the filters match, announced when it changes. */
  totalLabel: string;
  /** What an empty list says. */
  empty: { title: string; description?: string };
};

/** The manager lists whose namespace names their count `total`, their empty state `empty` and their screen `title`. */
type ListNamespace = 'managerComments' | 'managerContacts' | 'managerUsers' | 'portability.redirects' | 'portability.media';

/** A manager list's standard texts: the count, the empty state (with `emptyHint` below it) and the table's caption, the screen's title. */
export async function recordsListTexts(locale: Locale, namespace: ListNamespace, total: number, emptyHint?: string) {
  const t = await getTranslations({ locale, namespace });
  return {
    totalLabel: t('total', { count: total }),
    empty: { title: t('empty'), description: emptyHint },
    caption: t('title'),
  };
}

/** A manager list's records: how many there are, then their table, or the empty state. */
export function RecordsList<T extends { id: string }>({ totalLabel, empty, ...table }: Props<T>) {
  return (
    <>
      <p className="text-sm text-muted" role="status">
        {totalLabel}
      </p>
      {table.rows.length === 0 ? <EmptyState title={empty.title} description={empty.description} /> : <RecordsTable {...table} />}
    </>
  );
}
