'use client';

import { ArrowDownUp, Loader2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { languageCompleteness, managerContentSorts } from '@/shared/schemas/manager-content';

type Props = {
  /** The list's address query: the filters read their values from it. */
  params: Pick<URLSearchParams, 'get'>;
  categories: { id: string; name: string }[];
  /** The next page is rendering. */
  isPending: boolean;
  onChange: (changes: Record<string, string | null>) => void;
};

type SelectProps = { label: ReactNode; value: string; options: SelectOption[]; onChange: (value: string) => void };

function FilterSelect({ label, value, options, onChange }: SelectProps) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <Select compact className="px-2" value={value} options={options} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** Search (applied on submit), status, category, language completeness and sort (applied on change). */
export function ContentListFilters({ params, categories, isPending, onChange }: Props) {
  const t = useTranslations('managerContent');
  const searchId = useId();

  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-surface p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get('q');
        onChange({ q: typeof q === 'string' ? q.trim() : null });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          {t('list.search')}
        </label>
        <Input id={searchId} name="q" type="search" compact defaultValue={params.get('q') ?? ''} className="w-60" placeholder={t('list.searchPlaceholder')} />
      </div>
      <FilterSelect
        label={t('list.status')}
        value={params.get('status') ?? ''}
        onChange={(status) => onChange({ status })}
        options={[
          { value: '', label: t('list.anyStatus') },
          ...(['draft', 'published', 'scheduled', 'archived'] as const).map((status) => ({ value: status, label: t(`statuses.${status}`) })),
        ]}
      />
      <FilterSelect
        label={t('list.category')}
        value={params.get('category') ?? ''}
        onChange={(category) => onChange({ category })}
        options={[{ value: '', label: t('list.anyCategory') }, ...categories.map((category) => ({ value: category.id, label: category.name }))]}
      />
      <FilterSelect
        label={t('list.language')}
        value={params.get('language') ?? ''}
        onChange={(language) => onChange({ language })}
        options={[{ value: '', label: t('list.anyLanguage') }, ...languageCompleteness.map((value) => ({ value, label: t(`list.languages.${value}`) }))]}
      />
      <FilterSelect
        label={
          <span className="flex items-center gap-1">
            <ArrowDownUp className="size-3.5" aria-hidden />
            {t('list.sort')}
          </span>
        }
        value={params.get('sort') ?? 'updated'}
        onChange={(sort) => onChange({ sort })}
        options={managerContentSorts.map((sort) => ({ value: sort, label: t(`list.sorts.${sort}`) }))}
      />
      <Button type="submit" severity="secondary">
        {t('list.apply')}
      </Button>
      {isPending ? (
        <span role="status" className="flex items-center gap-1 text-sm text-muted">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {t('list.loading')}
        </span>
      ) : null}
    </form>
  );
}
