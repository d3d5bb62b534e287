'use client';

import { Search, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { DateRangeValue } from '@/components/ui/date-picker-logic';
import { usePathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { withParams } from './list-query';

type Props = { resources: { value: string; label: string }[]; initial: { person?: string; resource?: string; from?: string; to?: string } };

/**
 * The activity log's filters: person, resource and a day range from the date picker (Jalali in
 * fa). Applying writes them to the address, which the server-rendered table reads.
 */
export function ActivitiesFilters({ resources, initial }: Props) {
  const t = useTranslations('managerActivities');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const pathname = usePathname();
  const [person, setPerson] = useState(initial.person ?? '');
  const [resource, setResource] = useState(initial.resource ?? '');
  const [range, setRange] = useState<DateRangeValue | null>(initial.from && initial.to ? { from: initial.from, to: initial.to } : null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    router.push(`${pathname}${withParams({}, { person: person.trim(), resource, from: range?.from, to: range?.to })}`);
  };
  const clear = () => {
    setPerson('');
    setResource('');
    setRange(null);
    router.push(pathname);
  };

  return (
    <form onSubmit={apply} role="search" aria-label={t('filters')} className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-surface p-3">
      <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium">
        {t('person')}
        <Input
          type="search"
          value={person}
          onChange={(event) => setPerson(event.target.value)}
          placeholder={t('personPlaceholder')}
          dir="auto"
          maxLength={100}
          compact
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('resource')}
        <Select value={resource} onChange={(event) => setResource(event.target.value)} compact options={[{ value: '', label: t('anyResource') }, ...resources]} />
      </label>
      <DatePicker id="activities-range" label={t('dateRange')} locale={locale} mode="range" value={range} onChange={setRange} className="min-w-64" />
      <Button type="submit" severity="secondary">
        <Search className="size-4" aria-hidden="true" />
        {t('apply')}
      </Button>
      <Button type="button" severity="ghost" onClick={clear}>
        <X className="size-4" aria-hidden="true" />
        {t('clear')}
      </Button>
    </form>
  );
}
