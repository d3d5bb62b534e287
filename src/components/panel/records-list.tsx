import { EmptyState } from '@/components/ui/empty-state';
import { RecordsTable, type RecordsTableProps } from './records-table';

type Props<T> = RecordsTableProps<T> & {
  /** How many records the filters match, announced when it changes. */
  totalLabel: string;
  /** What an empty list says. */
  empty: { title: string; description?: string };
};

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
